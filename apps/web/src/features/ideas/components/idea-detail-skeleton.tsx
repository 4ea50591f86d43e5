import { Box, Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './idea-columns.module.css';

/** Grey lines of the given widths, as a paragraph of text. */
const Lines = ({ widths }: { widths: string[] }) => (
  <Stack gap={8}>
    {widths.map((width, index) => (
      <Skeleton key={index} h={12} w={width} />
    ))}
  </Stack>
);

/**
 * The idea page while it loads, shaped like the page: header, gallery and text blocks on the left,
 * the facts card and the owner card on the right; announced once as "Loading…".
 */
export function IdeaDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} role="status" aria-label={t('common.loading')} aria-busy>
      <Stack gap="xs" mb="lg" aria-hidden>
        <Skeleton h={12} w={180} />
        <Skeleton h={30} w="60%" />
      </Stack>
      <Box className={classes.columns} aria-hidden>
        <div>
          <Stack gap="md">
            <Skeleton h={{ base: 240, sm: 380 }} radius="lg" />
            <Paper withBorder radius="lg" p="md">
              <Skeleton h={16} w={120} mb="md" />
              <Lines widths={['100%', '95%', '88%', '60%']} />
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Skeleton h={16} w={140} mb="md" />
              <Lines widths={['100%', '92%', '75%']} />
            </Paper>
          </Stack>
        </div>
        <div>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Skeleton h={22} w={90} radius="sm" />
                <Skeleton h={20} w="50%" />
                <Skeleton h={12} w="80%" />
                <Group gap="sm" mt="xs">
                  <Skeleton h={36} w={110} radius="md" />
                  <Skeleton h={36} w={110} radius="md" />
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Group gap="sm" wrap="nowrap">
                <Skeleton h={48} w={48} circle />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton h={14} w="60%" />
                  <Skeleton h={12} w="40%" />
                </Stack>
              </Group>
              <Skeleton h={36} mt="md" radius="md" />
            </Paper>
          </Stack>
        </div>
      </Box>
    </Container>
  );
}
