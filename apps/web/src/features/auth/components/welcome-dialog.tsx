import { Button, Modal, Stack, Text, UnstyledButton, Group } from '@mantine/core';
import { IconBulb, IconChevronRight, IconUserCircle, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ThemeIcon } from '../../../components/ui/theme-icon';

function Step({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} flex={1} miw={0}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {body}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * Greets a person on the first page after registering, with a first step to take: complete the
 * profile, post an idea or find partners. It opens once: closing it, or taking a step, leaves the
 * navigation state without the welcome.
 */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const close = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: null },
    );

  return (
    <Modal opened onClose={close} title={t('auth.welcome.title')} centered radius="lg">
      <Stack gap="sm">
        <Text size="sm">{t('auth.welcome.body')}</Text>
        <Step
          to="/profile"
          icon={<IconUserCircle size={22} />}
          title={t('auth.welcome.profile')}
          body={t('auth.welcome.profileBody')}
        />
        <Step
          to="/idea/new"
          icon={<IconBulb size={22} />}
          title={t('auth.welcome.idea')}
          body={t('auth.welcome.ideaBody')}
        />
        <Step
          to="/partner"
          icon={<IconUsers size={22} />}
          title={t('auth.welcome.partners')}
          body={t('auth.welcome.partnersBody')}
        />
        <Button variant="subtle" color="gray" onClick={close} mt="xs">
          {t('auth.welcome.later')}
        </Button>
      </Stack>
    </Modal>
  );
}
