import { Badge, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { SUB_ACCOUNT_HOME } from '@ideamatch/shared/constants';
import { IconArrowBackUp, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatBadgeCount } from '../../../components/ui/count-indicator';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { clearAccessToken, setAccessToken, useAccessToken } from '../../../lib/auth-token';
import { useSubAccountsQuery } from '../api/get-sub-accounts';
import type { SubAccountEntry } from '@ideamatch/shared';
import { subAccountLogin } from '../api/sub-account-login';
import { subAccountLogout } from '../api/sub-account-logout';
import classes from './profile-menu.module.css';

/**
 * Sub-account list of the avatar popover: avatar, name and unread chat count per row; a click
 * switches into that sub-account and opens the chat. Failures are only logged, never shown.
 */
export function SubAccountsSection({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const query = useSubAccountsQuery(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switchingId, setSwitchingId] = useState<string | null>(null);

  const handleSwitch = async (entry: SubAccountEntry) => {
    setSwitchingId(entry.subAccountId);
    try {
      const { accessToken } = await subAccountLogin(entry.subAccountId);
      queryClient.clear();
      setAccessToken(accessToken);
      onSwitch();
      navigate(SUB_ACCOUNT_HOME);
    } catch (error) {
      console.error('Failed to switch to the sub-account:', error);
    } finally {
      setSwitchingId(null);
    }
  };

  const entries = query.data ?? [];
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t('profileMenu.subAccounts')}
      </Text>
      {query.isPending ? (
        <Group justify="center" py="xs">
          <Loader size="sm" type="dots" aria-label={t('common.loading')} />
        </Group>
      ) : entries.length === 0 ? (
        <Stack gap={6} align="center" py="sm" px="xs" ta="center">
          <IconUsersGroup size={26} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed">
            {t('profileMenu.noSubAccounts')}
          </Text>
        </Stack>
      ) : (
        <Stack gap={2} component="ul" className={classes.subAccountList}>
          {entries.map((entry) => {
            const name = displayName(entry.account);
            return (
              <li key={entry.id}>
                <UnstyledButton
                  className={classes.subAccountRow}
                  onClick={() => void handleSwitch(entry)}
                  disabled={switchingId !== null}
                  aria-label={t('profileMenu.switchTo', { name, unread: formatBadgeCount(entry.unreadChatCount) })}
                >
                  <UserAvatar person={entry.account} src={entry.account.profileImageUrl} size={32} />
                  <Text size="sm" fw={500} lineClamp={1} flex={1}>
                    {name}
                  </Text>
                  {switchingId === entry.subAccountId ? (
                    <Loader size="xs" />
                  ) : (
                    entry.unreadChatCount > 0 && (
                      <Badge color="red" size="sm" circle={entry.unreadChatCount < 10} aria-hidden>
                        {formatBadgeCount(entry.unreadChatCount)}
                      </Badge>
                    )
                  )}
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

type BackToMainAccountButtonProps = { onDone: () => void; fullWidth?: boolean; size?: 'xs' | 'sm' };

/**
 * "Back to main account" of a sub-account session: restores the main account's token the server
 * returns; when that fails the token is removed and the user goes home.
 */
export function BackToMainAccountButton({ onDone, fullWidth = true, size = 'sm' }: BackToMainAccountButtonProps) {
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
      fullWidth={fullWidth}
      size={size}
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
      loading={isPending}
      onClick={() => void handleClick()}
    >
      {t('profileMenu.backToMain')}
    </Button>
  );
}
