import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { LogoutDialogProvider } from '../../features/auth/components/logout-dialog-provider';
import { SubAccountGate } from '../../features/auth/components/sub-account-gate';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { offerAccessToken, usePendingAccessToken } from '../../lib/access-token-handover';
import { takeAccessTokenParam } from '../../lib/url-params';
import { AppProviders } from '../providers';
import classes from './root.module.css';

/**
 * An `accessToken` query parameter reached by navigating inside the app (a page load's is taken by
 * main.tsx before the first render): removed from the address at once, other parameters kept, and
 * offered as the session (docs/design.md#authentication-and-sessions).
 */
function useAccessTokenParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const found = takeAccessTokenParam(location.search);
    if (!found) return;
    offerAccessToken(found.token);
    void navigate(
      { pathname: location.pathname, search: found.rest, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [location, navigate]);
}

// Its dialog (and the dialog code of Mantine) loads only when an address hands a session over.
const AccessTokenHandover = lazy(() =>
  import('../../features/auth/components/access-token-handover').then((module) => ({
    default: module.AccessTokenHandover,
  })),
);

/** Thin bar at the top while the next lazy page loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} aria-hidden />;
}

function RootContent() {
  useAccessTokenParam();
  const pendingToken = usePendingAccessToken();
  return (
    <LogoutDialogProvider>
      <NavigationProgress />
      <SubAccountGate>
        <Outlet />
      </SubAccountGate>
      {pendingToken && (
        <Suspense fallback={null}>
          <AccessTokenHandover />
        </Suspense>
      )}
      <OfflineNotice />
      <ScrollRestoration />
    </LogoutDialogProvider>
  );
}

/** The root route: providers, session effects and the matched page. */
export function AppRoot() {
  return (
    <AppProviders>
      <RootContent />
    </AppProviders>
  );
}
