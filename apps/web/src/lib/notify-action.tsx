import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * Shows a green confirmation with one action beside its text ("Undo"); the action closes it. It
 * stays longer than a plain confirmation, so there is time to read and act.
 */
export function notifySuccessWithAction(message: string, action: { label: string; onClick: () => void }): void {
  const id: string = notifications.show({
    color: 'teal',
    withBorder: true,
    autoClose: 8000,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ),
  });
}
