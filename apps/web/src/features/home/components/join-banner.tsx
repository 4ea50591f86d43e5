import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './join-banner.module.css';

/** Closing call to action for visitors. */
export function JoinBanner() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={64}>
      <Paper className={classes.banner} p={{ base: 'xl', sm: 48 }} radius="xl">
        <Group justify="space-between" gap="xl">
          <Stack gap="xs" maw={560}>
            <Title order={2} c="white" fz={{ base: 24, sm: 30 }}>
              {t('home.join.title')}
            </Title>
            <Text c="rgba(255,255,255,0.85)">{t('home.join.body')}</Text>
          </Stack>
          <Button
            component={Link}
            to="/register"
            size="lg"
            radius="xl"
            variant="white"
            rightSection={<IconArrowRight size={20} aria-hidden />}
          >
            {t('home.join.cta')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
