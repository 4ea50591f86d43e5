import { MantineProvider } from '@mantine/core';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { RequireSession } from '../features/auth/components/require-session';
import type { RouteHandle } from './route-handle';
import { loadDashboardTexts, loadMoreTexts } from '../lib/i18n';
import { colorSchemeManager } from '../lib/color-scheme';
import { hasDarkParam } from '../lib/url-params';
import { mantineEnv, STYLES_IN_HEAD, theme } from './theme';
import { AppRoot } from './routes/root';
import { MainLayout } from './routes/main-layout';
import { RouteError } from './routes/route-error';
import { homeLoader, ideaDetailLoader } from './route-loaders';

const handle = (value: RouteHandle): RouteHandle => value;

/**
 * A lazy route whose texts are beyond the shell's and the public pages' (every page but the home page
 * and the idea list): its code and those texts load together.
 */
const withMoreTexts =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadMoreTexts()]))[0];

/** A lazy route whose module default-exports its component (the legal pages). */
const defaultExport = (load: () => Promise<{ default: ComponentType }>) =>
  withMoreTexts(async () => ({ Component: (await load()).default }));

/** Every screen of the product; each page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    // Shown while the first page's code loads, before the root's providers exist.
    HydrateFallback: () => (
      <MantineProvider
        theme={theme}
        env={mantineEnv}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        forceColorScheme={hasDarkParam(window.location.search) ? 'dark' : undefined}
        {...STYLES_IN_HEAD}
      >
        <PageLoader minHeight="100vh" />
      </MantineProvider>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            element: <MainLayout />,
            children: [
              {
                index: true,
                loader: homeLoader,
                lazy: () => import('./routes/home'),
                handle: handle({ isHeaderOverlay: true }),
              },
              { path: 'idea', lazy: () => import('./routes/idea-list') },
              {
                path: 'idea/:id',
                loader: ideaDetailLoader,
                lazy: withMoreTexts(() => import('./routes/idea-detail')),
                handle: handle({ footer: 'compact' }),
              },
              // A person's profile (`?accountId=`) is public; the page guards the own one itself.
              { path: 'profile', lazy: withMoreTexts(() => import('./routes/profile')) },
              // Anyone checks a proof of authorship here: a certificate, a proof file or pasted JSON.
              { path: 'verify-proof', lazy: withMoreTexts(() => import('./routes/verify-proof')) },
              {
                element: <RequireSession scope="member" />,
                children: [
                  { path: 'partner', lazy: withMoreTexts(() => import('./routes/partner')) },
                  {
                    path: 'partner/questions/:accountId',
                    lazy: withMoreTexts(() => import('./routes/partner-questions')),
                  },
                  { path: 'match-profile', lazy: withMoreTexts(() => import('./routes/match-profile')) },
                  {
                    path: 'chat',
                    lazy: withMoreTexts(() => import('./routes/chat')),
                    handle: handle({ footer: 'none' }),
                  },
                  {
                    path: 'chat/mobile',
                    lazy: withMoreTexts(() => import('./routes/chat-mobile')),
                    handle: handle({ footer: 'none' }),
                  },
                  { path: 'notification', lazy: withMoreTexts(() => import('./routes/notification')) },
                  { path: 'saved', lazy: withMoreTexts(() => import('./routes/saved')) },
                  { path: 'settings', lazy: withMoreTexts(() => import('./routes/settings')) },
                  { path: 'idea/new', lazy: withMoreTexts(() => import('./routes/idea-new')) },
                  { path: 'idea/:id/edit', lazy: withMoreTexts(() => import('./routes/idea-edit')) },
                ],
              },
              { path: '*', lazy: withMoreTexts(() => import('./routes/not-found')) },
            ],
          },
          {
            // The sign-in pages' frame loads with them (a visitor's first page never needs it).
            lazy: async () => ({ Component: (await import('../components/layouts/auth-layout')).AuthLayout }),
            children: [
              { path: 'login', lazy: withMoreTexts(() => import('./routes/login')) },
              { path: 'register', lazy: withMoreTexts(() => import('./routes/register')) },
              { path: 'forgot-password', lazy: withMoreTexts(() => import('./routes/forgot-password')) },
              { path: 'forgot-password/sent', lazy: withMoreTexts(() => import('./routes/reset-mail-sent')) },
              { path: 'reset-password', lazy: withMoreTexts(() => import('./routes/reset-password')) },
              { path: 'verify-email', lazy: withMoreTexts(() => import('./routes/verify-email')) },
              { path: 'unsubscribe', lazy: withMoreTexts(() => import('./routes/unsubscribe')) },
            ],
          },
          {
            path: 'legal',
            lazy: async () => ({ Component: (await import('../components/layouts/plain-layout')).PlainLayout }),
            children: [
              {
                path: 'terms-of-service',
                lazy: defaultExport(() => import('../features/legal/components/terms-of-service-page')),
              },
              {
                path: 'privacy-policy',
                lazy: defaultExport(() => import('../features/legal/components/privacy-policy-page')),
              },
            ],
          },
          {
            path: 'dashboard',
            element: <RequireSession scope="dashboard" />,
            children: [
              {
                // The dashboard's texts arrive with its code.
                lazy: async () =>
                  (await Promise.all([import('./routes/dashboard-layout'), loadDashboardTexts(), loadMoreTexts()]))[0],
                children: [
                  { index: true, lazy: () => import('./routes/dashboard-redirect') },
                  {
                    path: 'user',
                    lazy: () => import('./routes/dashboard-user'),
                    handle: handle({
                      dashboardCrumbs: [
                        { labelKey: 'dashboard.nav.userManagement' },
                        { labelKey: 'dashboard.nav.user' },
                      ],
                    }),
                  },
                  {
                    path: 'user/:id',
                    lazy: () => import('./routes/dashboard-user-detail'),
                    handle: handle({
                      dashboardCrumbs: [
                        { labelKey: 'dashboard.nav.userManagement', to: '/dashboard/user' },
                        { labelKey: 'dashboard.crumbs.profile' },
                      ],
                    }),
                  },
                  {
                    path: 'admin',
                    lazy: () => import('./routes/dashboard-admin'),
                    handle: handle({
                      dashboardCrumbs: [
                        { labelKey: 'dashboard.nav.userManagement' },
                        { labelKey: 'dashboard.nav.admin' },
                      ],
                    }),
                  },
                  {
                    path: 'admin-permission',
                    lazy: () => import('./routes/dashboard-admin-permission'),
                    handle: handle({
                      dashboardCrumbs: [
                        { labelKey: 'dashboard.nav.userManagement' },
                        { labelKey: 'dashboard.nav.adminPermission' },
                      ],
                    }),
                  },
                  {
                    path: 'idea',
                    lazy: () => import('./routes/dashboard-idea'),
                    handle: handle({ dashboardCrumbs: [{ labelKey: 'dashboard.nav.ideaManagement' }] }),
                  },
                  {
                    path: 'idea/:id',
                    lazy: () => import('./routes/dashboard-idea-detail'),
                    handle: handle({
                      dashboardCrumbs: [
                        { labelKey: 'dashboard.nav.ideaManagement', to: '/dashboard/idea?sortBy=1' },
                        { labelKey: 'dashboard.crumbs.idea' },
                      ],
                    }),
                  },
                  {
                    path: 'report',
                    lazy: () => import('./routes/dashboard-report'),
                    handle: handle({
                      dashboardCrumbs: [
                        { labelKey: 'dashboard.nav.ideaPostManagement' },
                        { labelKey: 'dashboard.nav.reports' },
                      ],
                    }),
                  },
                  {
                    path: 'overview',
                    lazy: () => import('./routes/dashboard-overview'),
                    handle: handle({ dashboardCrumbs: [{ labelKey: 'dashboard.nav.overview' }] }),
                  },
                  {
                    path: 'no-access',
                    lazy: () => import('./routes/dashboard-no-access'),
                  },
                  {
                    path: 'audit-log',
                    lazy: () => import('./routes/dashboard-audit-log'),
                    handle: handle({ dashboardCrumbs: [{ labelKey: 'dashboard.nav.auditLog' }] }),
                  },
                  { path: '*', lazy: () => import('./routes/dashboard-redirect') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** In-memory router for tests. */
export const createTestRouter = (initialEntries: string[]) => createMemoryRouter(routes, { initialEntries });
