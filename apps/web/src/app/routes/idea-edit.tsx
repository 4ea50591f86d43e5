/** `/idea/:id/edit` */
export { IdeaEditPage as Component } from '../../features/ideas/components/idea-form-page';
