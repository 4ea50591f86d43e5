import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type DashboardPageIntroProps = { title: string; description: string; actions?: ReactNode };

/** Heading and one-line explanation at the top of a dashboard page. */
export function DashboardPageIntro({ title, description, actions }: DashboardPageIntroProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
