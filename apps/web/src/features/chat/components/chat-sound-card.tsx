import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatSound } from '../utils/chat-sound';

/** Settings: whether a new chat message plays a sound (off by default; remembered on this browser). */
export function ChatSoundCard() {
  const { t } = useTranslation();
  const [isOn, setOn] = useChatSound();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('chatAlerts.soundTitle')}
        </Title>
        <Switch
          checked={isOn}
          onChange={(event) => setOn(event.currentTarget.checked)}
          label={t('chatAlerts.soundLabel')}
          data-testid="chat-sound-switch"
        />
        <Text size="xs" c="dimmed">
          {t('chatAlerts.soundHint')}
        </Text>
      </Stack>
    </Card>
  );
}
