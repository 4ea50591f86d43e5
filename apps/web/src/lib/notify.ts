import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isRetryLater, parseError, translateMessage } from './errors';

/** Text computed in the current language, and again after each language switch. */
function LiveText({ render }: { render: () => string }) {
  useTranslation();
  return render();
}
const live = (render: () => string) => createElement(LiveText, { render });

/** The red notifications still on screen, so a later success can take them away. */
const shownErrors = new Set<string>();

function showError(data: Parameters<typeof notifications.show>[0]): void {
  const shownId = notifications.show({
    ...data,
    color: 'red',
    withBorder: true,
    onClose: ({ id }) => id && shownErrors.delete(id),
  });
  shownErrors.add(shownId);
}

/** Hides every red notification still on screen: an error that a later success has made stale. */
export function clearErrorNotifications(): void {
  for (const id of shownErrors) notifications.hide(id);
  shownErrors.clear();
}

/**
 * Shows a failed call's message (translated by its errorCode) as a red notification; one that says
 * when to try again stays until closed or a later success clears it.
 */
export function notifyError(error: unknown, title?: string): void {
  showError({ title, message: live(() => parseError(error)), ...(isRetryLater(error) ? { autoClose: false } : {}) });
}

/** Shows a green confirmation. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, withBorder: true });
}

/** Shows a red notification with a text that is already translated. */
export function notifyErrorMessage(message: string, title?: string): void {
  showError({ title, message });
}

/**
 * Shows a red notification for a key under `messages` (or a known English text); it follows the
 * language toggle while it is on screen.
 */
export function notifyErrorKey(keyOrText: string): void {
  showError({ message: live(() => translateMessage(keyOrText)) });
}
