import { Container } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** `/notification`: the list arrives with the notifications issue. */
export function NotificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notification.title'));
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('notification.title')} description={t('notification.description')} />
      <EmptyPanel
        icon={<IconBellOff size={30} aria-hidden />}
        title={t('messages.noNotifications')}
        description={t('notification.emptyBody')}
      />
    </Container>
  );
}
