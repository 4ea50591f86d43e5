import { Box, Button, Container, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBulb, IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './chat-page.module.css';

type ChatPageProps = { isMobile?: boolean };

/** `/chat` (and `/chat/mobile`): conversations arrive with the chat issue. */
export function ChatPage({ isMobile = false }: ChatPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  const empty = (
    <EmptyPanel
      isFrameless
      icon={<IconMessageCircle size={30} aria-hidden />}
      title={t('messages.noChatMessages')}
      description={t('chat.emptyBody')}
      actions={
        <Button component={Link} to="/idea" leftSection={<IconBulb size={18} aria-hidden />}>
          {t('chat.findIdea')}
        </Button>
      }
    />
  );
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} className={classes.root}>
      <PageHeader title={t('chat.title')} />
      {isMobile ? (
        <Paper withBorder p="lg">
          {empty}
        </Paper>
      ) : (
        <Paper withBorder className={classes.frame}>
          <Box className={classes.list}>
            <Stack p="md" gap="sm">
              <Text fw={700}>{t('chat.allChats')}</Text>
              <TextInput
                placeholder={t('chat.search')}
                aria-label={t('chat.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                disabled
              />
            </Stack>
          </Box>
          <Box className={classes.conversation}>{empty}</Box>
        </Paper>
      )}
    </Container>
  );
}
