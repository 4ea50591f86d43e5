import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearAccessToken } from '../../../lib/auth-token';
import { notifyError } from '../../../lib/notify';
import { logout } from '../api/logout';
import type { LoggedOutState } from './require-session';
import { ThemeIcon } from '../../../components/ui/theme-icon';

type LogoutDialogProps = { opened: boolean; onClose: () => void };
type Stage = 'confirm' | 'done';

/**
 * Logout with confirmation: OK calls the server and removes the token only
 * when it answers OK, then a success message over the same page (home if the page was for members
 * only) whose Finish button returns home.
 */
export function LogoutDialog({ opened, onClose }: LogoutDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>('confirm');
  const [isPending, setIsPending] = useState(false);

  const handleConfirm = async () => {
    setIsPending(true);
    const result = await logout();
    setIsPending(false);
    if (!result.ok) return notifyError(result.error, t('logout.title'));
    // The page stays behind the success message; a members-only page gives way to home, not the
    // login page (the guards read this state). The router's updates are transitions: flushSync
    // commits this one before the token goes, or a guard could see no token and the old state and
    // send the person to the login page instead.
    const state: LoggedOutState = { loggedOut: true };
    await navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state, flushSync: true },
    );
    clearAccessToken();
    queryClient.clear();
    setStage('done');
  };

  const handleFinish = () => {
    onClose();
    setStage('confirm');
    navigate('/');
  };

  const isDone = stage === 'done';
  return (
    <Modal
      opened={opened}
      onClose={isDone ? handleFinish : onClose}
      withCloseButton={false}
      centered
      size="sm"
      radius="lg"
      aria-labelledby="logout-dialog-title"
      closeOnClickOutside={!isPending}
    >
      <Stack align="center" ta="center" gap="sm" p="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color={isDone ? 'teal' : 'brand'}>
          {isDone ? <IconCircleCheck size={30} aria-hidden /> : <IconLogout size={28} aria-hidden />}
        </ThemeIcon>
        <Title order={2} fz="lg" id="logout-dialog-title">
          {t(isDone ? 'logout.doneTitle' : 'logout.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t(isDone ? 'logout.doneBody' : 'logout.confirm')}
        </Text>
        {isDone ? (
          <Button fullWidth mt="sm" onClick={handleFinish} data-autofocus>
            {t('logout.finish')}
          </Button>
        ) : (
          <Group grow w="100%" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void handleConfirm()} loading={isPending} data-autofocus>
              {t('common.ok')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
