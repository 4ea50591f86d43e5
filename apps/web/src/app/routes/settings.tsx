/** `/settings?tab=account|security|notifications|privacy` */
export { SettingsPage as Component } from '../../features/settings/components/settings-page';
