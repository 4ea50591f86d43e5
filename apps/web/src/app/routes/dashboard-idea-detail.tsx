/** `/dashboard/idea/:id` */
export { IdeaReviewPage as Component } from '../../features/dashboard/components/idea-review-page';
