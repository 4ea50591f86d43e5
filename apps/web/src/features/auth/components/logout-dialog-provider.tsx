import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useHasOpened } from '../../../lib/use-has-opened';
import { LogoutDialogContext } from '../hooks/use-logout-dialog';

/** The dialog's code loads when it is first opened. */
const LogoutDialog = lazy(() => import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })));

/** Hosts the logout dialog above the routes, so it survives the redirects a logout causes. */
export function LogoutDialogProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const hasOpened = useHasOpened(opened);
  const controls = useMemo(() => ({ openLogoutDialog: open }), [open]);
  return (
    <LogoutDialogContext value={controls}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <LogoutDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </LogoutDialogContext>
  );
}
