import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Profile } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { settlePendingAccessToken, usePendingAccessToken } from '../../../lib/access-token-handover';
import { useAccessToken } from '../../../lib/auth-token';
import { profileOfTokenQueryOptions } from '../api/get-profile';

/** Who a session acts as: the persona in a sub-account session, else the account; with the username. */
function nameOf(profile: Profile): string {
  const persona = profile.subAccountInfo;
  return persona
    ? `${persona.firstName || persona.username} (@${persona.username})`
    : `${displayName(profile)} (@${profile.username})`;
}

const isSameSession = (a: Profile, b: Profile) =>
  a.id === b.id && (a.subAccountInfo?.id ?? null) === (b.subAccountInfo?.id ?? null);

/**
 * A session token handed over in an address while this browser is signed in as someone else
 * (docs/design.md#authentication-and-sessions): asks "continue as X or stay as Y". The same
 * account, or a session here that has ended, takes the token without asking; a token the server
 * refuses is dropped. Closing the dialog keeps the session the browser had.
 */
export function AccessTokenHandover() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = usePendingAccessToken();
  const current = useAccessToken();
  const incoming = useQuery(profileOfTokenQueryOptions(pending));
  const mine = useQuery({ ...profileOfTokenQueryOptions(current), enabled: Boolean(pending && current) });

  const choose = useCallback(
    (accept: boolean) => {
      settlePendingAccessToken(accept);
      // Everything read as the other account is read again as this one.
      if (accept) void queryClient.resetQueries();
    },
    [queryClient],
  );

  useEffect(() => {
    if (!pending) return;
    if (incoming.isError) return settlePendingAccessToken(false);
    if (!current || mine.isError) return choose(true);
    if (incoming.data && mine.data && isSameSession(incoming.data, mine.data)) choose(true);
  }, [pending, current, incoming.isError, incoming.data, mine.isError, mine.data, choose]);

  if (!pending || !incoming.data || !mine.data || isSameSession(incoming.data, mine.data)) return null;
  const incomingName = nameOf(incoming.data);
  const currentName = nameOf(mine.data);
  return (
    <Modal opened onClose={() => choose(false)} title={t('handover.title')} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{t('handover.body', { incoming: incomingName, current: currentName })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => choose(false)} data-autofocus>
            {t('handover.stay', { name: currentName })}
          </Button>
          <Button onClick={() => choose(true)}>{t('handover.continue', { name: incomingName })}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
