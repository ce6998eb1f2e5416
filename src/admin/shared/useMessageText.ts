// Renders a Message (key + values) in the current language: the console's own keys (`admin.*`, `ra.*`)
// through react-admin's translate, the app-wide ones (wallet and transaction errors, permissions, durations)
// through i18next's `translation` namespace, so no text exists twice.
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { type Message, messageText } from '../../lib/message.ts';

export const isAdminKey = (key: string): boolean => key.startsWith('admin.') || key.startsWith('ra.');

export function useMessageText(): (message: Message) => string {
  const translate = useTranslate();
  const { t } = useTranslation();
  return useCallback(
    (message: Message) =>
      isAdminKey(message.key)
        ? translate(message.key, message.values)
        : messageText((key, values) => t(key, values), message),
    [translate, t],
  );
}

/** react-admin's notify for a Message: console keys are translated by react-admin, any other text as is. */
export function useNotifyMessage(): (
  message: Message,
  type?: 'success' | 'error' | 'info' | 'warning',
) => void {
  const notify = useNotify();
  const text = useMessageText();
  return useCallback(
    (message: Message, type: 'success' | 'error' | 'info' | 'warning' = 'success') => {
      if (isAdminKey(message.key)) notify(message.key, { type, messageArgs: message.values });
      else {
        const shown = text(message);
        notify(shown, { type, messageArgs: { _: shown } });
      }
    },
    [notify, text],
  );
}
