import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@ideamatch/shared/format';
import type { IdeaDetail } from '@ideamatch/shared';
import { IconLock, IconLockOpen, IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccessActions } from '../api/access-actions';
import { RequestAccessModal } from './request-access-modal';
import { useAuthLink } from '../../../lib/use-return-path';
import { ThemeIcon } from '../../../components/ui/theme-icon';

/** "the detail, 2 accomplishments and 3 more images": what the owner keeps back, in words. */
function useWithheldText(withheld: NonNullable<IdeaDetail['access']['withheld']>): string {
  const { t, i18n } = useTranslation();
  const items = [
    withheld.hasDetail && t('protection.withheldDetail'),
    withheld.hasBusinessModel && t('protection.withheldBusinessModel'),
    withheld.achievementCount > 0 && t('protection.withheldAchievements', { count: withheld.achievementCount }),
    withheld.imageCount > 0 && t('protection.withheldImages', { count: withheld.imageCount }),
  ].filter((item): item is string => Boolean(item));
  if (!items.length) return t('protection.withheldNothing');
  const list = new Intl.ListFormat(i18n.language === 'th' ? 'th' : 'en', { type: 'conjunction' }).format(items);
  return t('protection.withheldSome', { items: list });
}

/** What a reader of someone else's confidential idea may do next: ask, wait or withdraw, or nothing. */
function RequestAction({ idea, onAsk }: { idea: IdeaDetail; onAsk: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { cancel } = useAccessActions(idea.id);
  const { myRequest, canRequest, requestAllowedAt } = idea.access;

  if (myRequest?.status === 'pending') {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('protection.pending', { date: formatDateTime(myRequest.createdAt, language) })}</Text>
        <Button
          variant="default"
          size="sm"
          w="fit-content"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(myRequest.id, {
              onSuccess: () => notifySuccess(t('protection.withdrawn')),
              onError: (error) => notifyError(error),
            })
          }
        >
          {t('protection.withdraw')}
        </Button>
      </Stack>
    );
  }
  const previous =
    myRequest?.status === 'declined'
      ? requestAllowedAt
        ? t('protection.declinedUntil', { date: formatDateTime(requestAllowedAt, language) })
        : t('protection.declined')
      : myRequest?.status === 'revoked'
        ? t('protection.revoked')
        : null;
  if (canRequest) {
    return (
      <Stack gap="xs">
        {previous && <Text size="sm">{previous}</Text>}
        <Button w="fit-content" leftSection={<IconLockOpen size={16} aria-hidden />} onClick={onAsk}>
          {t('protection.request')}
        </Button>
      </Stack>
    );
  }
  if (previous) return <Text size="sm">{previous}</Text>;
  return <Text size="sm">{t('protection.blocked')}</Text>;
}

type ConfidentialNoticeProps = { idea: IdeaDetail; isLoggedIn: boolean; isPersona: boolean };

/**
 * On someone else's confidential idea: that more is shared with approved people, what, and the
 * request button (a visitor is asked to log in first); to an approved reader, that the owner
 * shared it with them and sees their reads (docs/idea-protection.md).
 */
export function ConfidentialNotice({ idea, isLoggedIn, isPersona }: ConfidentialNoticeProps) {
  const { t } = useTranslation();
  const signInLink = useAuthLink('/login');
  const [isAsking, setIsAsking] = useState(false);
  const { withheld } = idea.access;
  const withheldText = useWithheldText(
    withheld ?? { hasDetail: false, hasBusinessModel: false, achievementCount: 0, imageCount: 0 },
  );

  if (!withheld) {
    return (
      <Alert color="teal" variant="light" radius="lg" icon={<IconLockOpen size={18} aria-hidden />}>
        {t('protection.sharedWithYou')}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" id="request-access">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="xl">
          <IconLock size={20} aria-hidden />
        </ThemeIcon>
        <Stack gap="sm" miw={0} style={{ flex: 1 }}>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('protection.moreShared')}
            </Title>
            <Text size="sm" c="dimmed">
              {withheldText}
            </Text>
          </Stack>
          {!isLoggedIn ? (
            <Button component={Link} to={signInLink} w="fit-content" leftSection={<IconLogin2 size={16} aria-hidden />}>
              {t('protection.loginToRequest')}
            </Button>
          ) : (
            !isPersona && <RequestAction idea={idea} onAsk={() => setIsAsking(true)} />
          )}
        </Stack>
      </Group>
      <RequestAccessModal idea={idea} opened={isAsking} onClose={() => setIsAsking(false)} />
    </Paper>
  );
}
