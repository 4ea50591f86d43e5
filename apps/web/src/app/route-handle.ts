import type { FooterVariant } from '../components/layouts/footer';

/** i18n key of a dashboard breadcrumb item, with the page it links to. */
export type DashboardCrumb = { labelKey: DashboardCrumbKey; to?: string };
export type DashboardCrumbKey =
  | 'dashboard.nav.userManagement'
  | 'dashboard.nav.user'
  | 'dashboard.nav.admin'
  | 'dashboard.nav.adminPermission'
  | 'dashboard.nav.ideaManagement'
  | 'dashboard.nav.ideaPostManagement'
  | 'dashboard.nav.reports'
  | 'dashboard.nav.overview'
  | 'dashboard.nav.auditLog'
  | 'dashboard.crumbs.profile'
  | 'dashboard.crumbs.idea';

/** Per-route layout settings, read by the layouts through `useMatches`. */
export type RouteHandle = {
  /** Home: transparent header over the hero that hides while scrolling down. */
  isHeaderOverlay?: boolean;
  /** Footer style; `none` hides it. */
  footer?: FooterVariant | 'none';
  /** Dashboard top bar: a title (one item) or a breadcrumb. */
  dashboardCrumbs?: DashboardCrumb[];
};

export const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null;

/** Settings of the deepest matched route that sets each one. */
export function mergeHandles(handles: unknown[]): RouteHandle {
  return handles.filter(isRouteHandle).reduce<RouteHandle>((merged, handle) => ({ ...merged, ...handle }), {});
}
