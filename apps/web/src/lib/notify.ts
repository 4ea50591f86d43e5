import { notifications } from '@mantine/notifications';
import { parseError } from './errors';

/** Shows a failed call's message (translated by its errorCode) as a red notification. */
export function notifyError(error: unknown, title?: string): void {
  notifications.show({ color: 'red', title, message: parseError(error), withBorder: true });
}

/** Shows a green confirmation. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, withBorder: true });
}

/** Shows a red notification with a text that is already translated. */
export function notifyErrorMessage(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, withBorder: true });
}
