/** `/forgot-password/sent` */
export { ResetMailSentPage as Component } from '../../features/auth/components/reset-mail-sent-page';
