/** `/saved` */
export { SavedIdeasPage as Component } from '../../features/engagement/components/saved-ideas-page';
