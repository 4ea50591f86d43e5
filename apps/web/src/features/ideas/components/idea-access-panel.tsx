import { Badge, Group, Paper, Tabs, Title } from '@mantine/core';
import type { IdeaDetail } from '@ideamatch/shared';
import { IconCertificate, IconEyeCheck, IconInbox } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessLogList } from './access-log-list';
import { AccessRequestList } from './access-request-list';
import { ProofVersions } from './proof-versions';

type Tab = 'requests' | 'log' | 'proof';

/**
 * The owner's panel under their idea (docs/idea-protection.md): requests for the confidential part,
 * who read it, and the signed versions with their certificates. Opened at #access-requests from the
 * owner's notification or mail.
 */
export function IdeaAccessPanel({ idea }: { idea: IdeaDetail }) {
  const { t } = useTranslation();
  const isConfidential = idea.visibility === 'confidential';
  const pending = idea.access.pendingRequestCount ?? 0;
  const [tab, setTab] = useState<Tab>(isConfidential || pending > 0 ? 'requests' : 'proof');
  const ref = useRef<HTMLElement>(null);
  // The page renders after the browser looked for the anchor: scroll to it once the panel exists.
  useEffect(() => {
    if (window.location.hash === '#access-requests') ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Paper ref={ref} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" id="access-requests">
      <Title order={2} size="h4" mb="sm">
        {t('access.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'requests')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests" leftSection={<IconInbox size={16} aria-hidden />}>
            <Group gap={6} wrap="nowrap">
              {t('access.requests')}
              {pending > 0 && (
                <Badge size="xs" circle={pending < 10} color="red">
                  {pending}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
          <Tabs.Tab value="log" leftSection={<IconEyeCheck size={16} aria-hidden />}>
            {t('access.log')}
          </Tabs.Tab>
          <Tabs.Tab value="proof" leftSection={<IconCertificate size={16} aria-hidden />}>
            {t('access.proof')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <AccessRequestList ideaId={idea.id} isConfidential={isConfidential} />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <AccessLogList ideaId={idea.id} />
        </Tabs.Panel>
        <Tabs.Panel value="proof">
          <ProofVersions ideaId={idea.id} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
