import { Container, Group, Paper, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useAccountQuery } from '../../accounts/api/get-account';
import { useSession } from '../hooks/use-session';
import { BackToMainAccountButton } from './sub-accounts-section';

/**
 * In a sub-account session, a bar under the header on every page: whom the person is acting as
 * (the persona's avatar and name, and the main account that owns it) and one click back.
 */
export function ActingAsBanner() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const info = profile?.subAccountInfo ?? null;
  const persona = useAccountQuery(info?.id ?? null).data;
  if (!profile || !info) return null;
  const shown = persona ?? { ...info, profileImageUrl: null };
  return (
    <Paper component="section" radius={0} bg="var(--mantine-color-grape-light)" aria-label={t('actingAs.region')}>
      <Container size="xl" py={6}>
        {/* On a phone the button takes its own line rather than cutting its label short. */}
        <Group gap="xs" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UserAvatar person={shown} src={shown.profileImageUrl} size={28} />
            <Text size="sm" lineClamp={2} miw={0}>
              {t('actingAs.label', { name: displayName(shown), owner: displayName(profile) })}
            </Text>
          </Group>
          <BackToMainAccountButton onDone={() => undefined} fullWidth={false} size="xs" />
        </Group>
      </Container>
    </Paper>
  );
}
