import { Box, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatIdea } from '@ideamatch/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/ui/safe-image';
import { useShareableIdeas } from '../api/search-ideas';

type ShareIdeaModalProps = { opened: boolean; onClose: () => void; onPick: (idea: ChatIdea) => void };

/** Finds an idea by name and shares it into the chat as a card. */
export function ShareIdeaModal({ opened, onClose, onPick }: ShareIdeaModalProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const ideas = useShareableIdeas(q, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.shareIdeaTitle')} size="md">
      <Stack gap="sm">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('chat.shareIdeaSearch')}
          aria-label={t('chat.shareIdeaSearch')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={ideas.isFetching ? <Loader size="xs" /> : null}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          <Stack gap={4}>
            {ideas.data?.result.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('messages.noIdeas')}
              </Text>
            )}
            {ideas.data?.result.map((idea) => (
              <UnstyledButton
                key={idea.id}
                onClick={() =>
                  onPick({ id: idea.id, name: idea.name, category: idea.category, imageUrl: idea.coverImageUrl })
                }
                p="xs"
                style={{ borderRadius: 8 }}
                aria-label={t('chat.shareThisIdea', { name: idea.name })}
              >
                <Group wrap="nowrap" gap="sm">
                  <Box w={64} style={{ flexShrink: 0 }}>
                    <SafeImage src={idea.coverImageUrl} alt={idea.name} h={48} radius="sm" decorative />
                  </Box>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {idea.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {idea.description}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
