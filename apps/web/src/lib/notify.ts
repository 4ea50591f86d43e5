import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError, translateMessage } from './errors';

/** Text computed in the current language, and again after each language switch. */
function LiveText({ render }: { render: () => string }) {
  useTranslation();
  return render();
}
const live = (render: () => string) => createElement(LiveText, { render });

/** Shows a failed call's message (translated by its errorCode) as a red notification. */
export function notifyError(error: unknown, title?: string): void {
  notifications.show({ color: 'red', title, message: live(() => parseError(error)), withBorder: true });
}

/** Shows a green confirmation. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, withBorder: true });
}

/** Shows a red notification with a text that is already translated. */
export function notifyErrorMessage(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, withBorder: true });
}

/**
 * Shows a red notification for a key under `messages` (or a known English text); it follows the
 * language toggle while it is on screen.
 */
export function notifyErrorKey(keyOrText: string): void {
  notifications.show({ color: 'red', message: live(() => translateMessage(keyOrText)), withBorder: true });
}
