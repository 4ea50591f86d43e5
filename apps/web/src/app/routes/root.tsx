import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { LogoutDialogProvider } from '../../features/auth/components/logout-dialog-provider';
import { SubAccountGate } from '../../features/auth/components/sub-account-gate';
import { ACCESS_TOKEN_PARAM_TTL_MS, consumeAccessTokenParam } from '../../lib/url-params';
import { AppProviders } from '../providers';
import classes from './root.module.css';

/**
 * Stores an `accessToken` query parameter as the session cookie at once and removes it from the
 * address about a second later, keeping the other parameters.
 */
function useAccessTokenParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = consumeAccessTokenParam(location.search);
    if (rest === null) return;
    const timer = window.setTimeout(() => {
      void navigate(
        { pathname: location.pathname, search: rest, hash: location.hash },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    }, ACCESS_TOKEN_PARAM_TTL_MS);
    return () => window.clearTimeout(timer);
  }, [location, navigate]);
}

/** Thin bar at the top while the next lazy page loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Progress value={100} animated size={3} radius={0} className={classes.progress} aria-hidden />;
}

function RootContent() {
  useAccessTokenParam();
  return (
    <LogoutDialogProvider>
      <NavigationProgress />
      <SubAccountGate>
        <Outlet />
      </SubAccountGate>
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
