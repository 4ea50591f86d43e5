import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsernameAvailability } from '../api/check-username';

type UsernameSuggestionsProps = {
  /** The username last checked (on leaving the field, or refused by the server); empty checks nothing. */
  username: string;
  /** Called when the server says the checked username is already someone's. */
  onTaken: () => void;
  /** Called with the suggestion the person picked. */
  onPick: (username: string) => void;
};

/**
 * Under the username of the sign-up form: when the username is taken, a few free ones like it, each
 * a button that puts it in the field.
 */
export function UsernameSuggestions({ username, onTaken, onPick }: UsernameSuggestionsProps) {
  const { t } = useTranslation();
  const { data } = useUsernameAvailability(username);
  const isTaken = data !== undefined && !data.isAvailable;
  useEffect(() => {
    if (isTaken) onTaken();
    // Only a new answer says it again; the handler may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isTaken, data?.username]);

  if (!isTaken || !data.suggestions.length) return null;
  return (
    <div role="group" aria-label={t('auth.register.suggestionsLabel')}>
      <Text size="sm" c="dimmed" mb={6}>
        {t('auth.register.suggestions')}
      </Text>
      <Group gap="xs">
        {data.suggestions.map((suggestion) => (
          <Button key={suggestion} variant="light" size="sm" radius="xl" onClick={() => onPick(suggestion)}>
            {suggestion}
          </Button>
        ))}
      </Group>
    </div>
  );
}
