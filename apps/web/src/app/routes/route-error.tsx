import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page throws or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={480}>
        <Title order={1} fz={26}>
          {t('common.errorTitle')}
        </Title>
        <Text c="dimmed">{t('common.crashBody')}</Text>
        {detail && import.meta.env.DEV && <Code block>{detail}</Code>}
        <Button mt="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
