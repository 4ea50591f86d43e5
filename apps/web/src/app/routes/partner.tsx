/** `/partner` */
export { PartnerPage as Component } from '../../features/partners/components/partner-page';
