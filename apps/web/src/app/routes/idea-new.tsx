/** `/idea/new` */
export { IdeaCreatePage as Component } from '../../features/ideas/components/idea-form-page';
