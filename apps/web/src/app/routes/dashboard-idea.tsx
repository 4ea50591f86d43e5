/** `/dashboard/idea?sortBy=1` */
export { IdeaManagementPage as Component } from '../../features/dashboard/components/idea-management-page';
