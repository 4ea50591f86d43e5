import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Buttons on the right of the title. */
  actions?: ReactNode;
};

/** Breadcrumb, title and description at the top of a page. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mb="xl">
      {breadcrumbs && breadcrumbs.length > 0 && (
        // `contain` keeps the one-line crumbs from widening the page: they take the width they are given.
        <Box component="nav" aria-label={t('common.breadcrumb')} style={{ contain: 'inline-size' }}>
          {/* One line: a long last crumb (an idea's name) is cut with "…" rather than wrapped. */}
          <Breadcrumbs
            separator={<IconChevronRight size={14} aria-hidden />}
            separatorMargin={6}
            style={{ flexWrap: 'nowrap' }}
          >
            {breadcrumbs.map((crumb, index) =>
              crumb.to && index < breadcrumbs.length - 1 ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" c="dimmed" aria-current="page" truncate="end" miw={0} lh={1.5}>
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Box>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
