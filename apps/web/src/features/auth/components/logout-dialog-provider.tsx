import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { LogoutDialogContext } from '../hooks/use-logout-dialog';
import { LogoutDialog } from './logout-dialog';

/** Hosts the logout dialog above the routes, so it survives the redirects a logout causes. */
export function LogoutDialogProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const controls = useMemo(() => ({ openLogoutDialog: open }), [open]);
  return (
    <LogoutDialogContext value={controls}>
      {children}
      <LogoutDialog opened={opened} onClose={close} />
    </LogoutDialogContext>
  );
}
