/** `/idea` */
export { IdeaListPage as Component } from '../../features/ideas/components/idea-list-page';
