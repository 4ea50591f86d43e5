import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './not-found.module.css';

/** Any address without a page. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('notFound.body')}
        </Text>
        <Group mt="md">
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('common.backHome')}
          </Button>
          <Button component={Link} to="/idea" variant="default" leftSection={<IconBulb size={18} aria-hidden />}>
            {t('home.hero.browseIdeas')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
