/** `/idea/:id` */
export { IdeaDetailPage as Component } from '../../features/ideas/components/idea-detail-page';
