import { Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearAccessToken, setAccessToken } from '../../../lib/auth-token';
import { subAccountLogout } from '../api/sub-account-logout';

/** Sub-account list of the avatar popover; rows (avatar, name, unread count) come with chat. */
export function SubAccountsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t('profileMenu.subAccounts')}
      </Text>
      <Stack gap={6} align="center" py="sm" px="xs" ta="center">
        <IconUsersGroup size={26} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="xs" c="dimmed">
          {t('profileMenu.noSubAccounts')}
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * "Back to main account" of a sub-account session: restores the main account's token the server
 * returns; when that fails the token is removed and the user goes home (SPEC.md section 4).
 */
export function BackToMainAccountButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  const handleClick = async () => {
    setIsPending(true);
    const result = await subAccountLogout();
    setIsPending(false);
    queryClient.clear();
    if (result.ok && result.data?.mainAccountToken) setAccessToken(result.data.mainAccountToken);
    else clearAccessToken();
    onDone();
    navigate('/');
  };

  return (
    <Button
      variant="light"
      fullWidth
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
      loading={isPending}
      onClick={() => void handleClick()}
    >
      {t('profileMenu.backToMain')}
    </Button>
  );
}
