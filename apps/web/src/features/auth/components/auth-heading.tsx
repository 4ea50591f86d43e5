import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ThemeIcon } from '../../../components/ui/theme-icon';

type AuthHeadingProps = { title: string; subtitle?: ReactNode; icon?: ReactNode };

/** Title block at the top of every auth card. */
export function AuthHeading({ title, subtitle, icon }: AuthHeadingProps) {
  return (
    <Stack gap={6} mb="lg" align={icon ? 'center' : 'flex-start'} ta={icon ? 'center' : 'left'}>
      {icon && (
        <ThemeIcon size={64} radius="xl" variant="light" mb="xs">
          {icon}
        </ThemeIcon>
      )}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
