/** `/unsubscribe?token=`: where a mail's unsubscribe link leads (confirm, then unsubscribe). */
export { UnsubscribePage as Component } from '../../features/settings/components/unsubscribe-page';
