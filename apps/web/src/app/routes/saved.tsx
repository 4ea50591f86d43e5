/** `/saved` */
export { SavedIdeasPage as Component } from '../../features/ideas/components/saved-ideas-page';
