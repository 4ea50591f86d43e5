import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';
import { ThemeIcon } from '../../../components/ui/theme-icon';

function Heading({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <Stack gap={6} mb="lg" align="center" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" mb="xs">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {text && (
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/unsubscribe?token=…`, where a mail's unsubscribe link leads: it says what the link stops and acts
 * only when the person confirms, so a mail scanner opening the link changes nothing.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useUnsubscribeLink(token);
  const confirm = useConfirmUnsubscribe();
  useDocumentTitle(t('unsubscribe.title'));
  const isInvitation = link.data?.target === 'invitation';

  if (confirm.isSuccess) {
    return (
      <Stack gap={0} align="center" ta="center" role="status">
        <Heading
          icon={<IconMailCheck size={34} aria-hidden />}
          title={t(isInvitation ? 'unsubscribe.declinedTitle' : 'unsubscribe.doneTitle')}
          text={isInvitation ? undefined : t('unsubscribe.doneText')}
        />
        <Button component={Link} to={isInvitation ? '/' : '/settings?tab=notifications'} size="md" fullWidth>
          {t(isInvitation ? 'unsubscribe.goHome' : 'unsubscribe.settings')}
        </Button>
      </Stack>
    );
  }

  const failure = !token
    ? t('unsubscribe.missingToken')
    : link.isError
      ? parseError(link.error)
      : confirm.isError
        ? parseError(confirm.error)
        : null;
  if (failure) {
    return (
      <Stack gap="md">
        <Heading icon={<IconMailOff size={32} aria-hidden />} title={t('unsubscribe.title')} />
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('unsubscribe.failedTitle')}
          role="alert"
        >
          {failure}
        </Alert>
        <Button component={Link} to="/" variant="default" size="md" fullWidth>
          {t('unsubscribe.goHome')}
        </Button>
      </Stack>
    );
  }

  if (!link.data) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          {t('unsubscribe.checking')}
        </Text>
      </Stack>
    );
  }

  const { target } = link.data;
  return (
    <Stack gap="md">
      <Heading
        icon={<IconMailOff size={32} aria-hidden />}
        title={t(isInvitation ? 'unsubscribe.declineTitle' : 'unsubscribe.title')}
        text={t(`unsubscribe.stops.${target}`)}
      />
      <Button
        size="md"
        fullWidth
        color={isInvitation ? 'red' : undefined}
        loading={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {t(isInvitation ? 'unsubscribe.decline' : 'unsubscribe.confirm')}
      </Button>
      <Button component={Link} to="/" variant="default" size="md" fullWidth>
        {t('unsubscribe.keep')}
      </Button>
    </Stack>
  );
}
