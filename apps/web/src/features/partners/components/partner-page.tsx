import { Container, Tabs } from '@mantine/core';
import { IconSearch, IconUserCheck, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

type PartnerTab = { value: string; label: string; icon: ReactNode; hint: string };

/** `/partner`: my partners, requests, search and suggestions (lists arrive with partners). */
export function PartnerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partner.title'));
  const tabs: PartnerTab[] = [
    { value: 'mine', label: t('partner.tabs.mine'), icon: <IconUsers size={16} />, hint: t('partner.hints.mine') },
    {
      value: 'requests',
      label: t('partner.tabs.requests'),
      icon: <IconUserPlus size={16} />,
      hint: t('partner.hints.requests'),
    },
    {
      value: 'search',
      label: t('partner.tabs.search'),
      icon: <IconSearch size={16} />,
      hint: t('partner.hints.search'),
    },
    {
      value: 'suggested',
      label: t('partner.tabs.suggested'),
      icon: <IconUserCheck size={16} />,
      hint: t('partner.hints.suggested'),
    },
  ];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('partner.title')} description={t('partner.description')} />
      <Tabs defaultValue="mine" keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <EmptyPanel
              icon={<IconUsers size={30} aria-hidden />}
              title={t('messages.noPartners')}
              description={tab.hint}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
