/** `/match-profile` */
export { MatchProfilePage as Component } from '../../features/partners/components/match-profile-page';
