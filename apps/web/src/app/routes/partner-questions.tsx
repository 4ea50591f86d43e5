/** `/partner/questions/:accountId` */
export { PartnerQuestionsPage as Component } from '../../features/partners/components/partner-questions-page';
