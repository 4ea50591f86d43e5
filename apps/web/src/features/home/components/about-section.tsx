import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconMessages, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './about-section.module.css';
import { SimpleGrid } from '../../../components/ui/simple-grid';
import { ThemeIcon } from '../../../components/ui/theme-icon';

/** "What is the product?" with its three topic blocks. */
export function AboutSection() {
  const { t } = useTranslation();
  const topics = [
    {
      key: 'share',
      icon: <IconBulb size={28} aria-hidden />,
      color: 'brand',
      title: t('home.about.share.title'),
      body: t('home.about.share.body'),
    },
    {
      key: 'connect',
      icon: <IconUsersGroup size={28} aria-hidden />,
      color: 'cyan',
      title: t('home.about.connect.title'),
      body: t('home.about.connect.body'),
    },
    {
      key: 'discuss',
      icon: <IconMessages size={28} aria-hidden />,
      color: 'grape',
      title: t('home.about.discuss.title'),
      body: t('home.about.discuss.body'),
    },
  ];
  return (
    <Box component="section" className={classes.section} aria-labelledby="about-title">
      <Container size="xl">
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Title order={2} id="about-title" fz={{ base: 26, sm: 32 }}>
            {t('home.about.title')}
          </Title>
          <Text c="dimmed" maw={620}>
            {t('home.about.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {topics.map((topic, index) => (
            <Paper key={topic.key} p="xl" withBorder className={classes.topic}>
              {/* A faint decorative numeral, drawn by CSS so it is not text to read. */}
              <span className={classes.step} data-step={`0${index + 1}`} aria-hidden />
              <ThemeIcon size={56} radius="lg" variant="light" color={topic.color} mb="md">
                {topic.icon}
              </ThemeIcon>
              <Title order={3} fz="lg" mb="xs">
                {topic.title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.7}>
                {topic.body}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
