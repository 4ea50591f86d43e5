/** `/dashboard/no-access`: where a refused dashboard call leads (the person's permissions changed). */
export { NoAccessPanel as Component } from '../../features/dashboard/components/no-access-panel';
