// Email verification and notification opt-outs (docs/email.md#profile): the settings query, asking for a link
// (in the page's language), resending it, and switching one kind at a time. Failures become translated
// messages: the API's texts are English, so the known ones are named by key here.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '#core/notificationKinds.ts';
import {
  getEmailSettingsQueryKey,
  useEmailResend,
  useEmailSettings as useEmailSettingsQuery,
  useEmailUpdateSettings,
  useEmailVerify,
} from '../../generated/api/email/email.ts';
import { ApiError } from '../api/ApiError.ts';
import { isFieldErrors } from '../api/errors/fieldErrors.ts';
import { selectIsLoggedIn, useAuth } from '../auth/authStore.ts';
import { fieldsMessage, type Message, message } from '../lib/message.ts';

export const mailLanguage = (language: string | undefined): 'en' | 'ru' =>
  language?.startsWith('ru') ? 'ru' : 'en';

/** A failed request as a message in the reader's language. */
export function emailErrorMessage(error: unknown): Message {
  if (error instanceof ApiError) {
    if (error.status === 429) return message('email.tooMany');
    if (isFieldErrors(error.data)) return fieldsMessage(error.data);
  }
  return message('email.requestError');
}

export function useEmailSettings() {
  const { i18n } = useTranslation();
  const language = mailLanguage(i18n.language);
  const loggedIn = useAuth(selectIsLoggedIn);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getEmailSettingsQueryKey() });
  const query = useEmailSettingsQuery({ query: { enabled: loggedIn } });
  const verify = useEmailVerify({ mutation: { onSuccess: refresh } });
  const resend = useEmailResend({ mutation: { onSuccess: refresh } });
  const update = useEmailUpdateSettings({
    mutation: {
      onSuccess: (response) => {
        if (response.status === 200) queryClient.setQueryData(getEmailSettingsQueryKey(), response);
      },
    },
  });
  const settings = query.data?.status === 200 ? query.data.data : null;
  const busy = verify.isPending || resend.isPending;
  const failure = verify.error ?? resend.error ?? update.error ?? query.error;
  return {
    settings,
    loading: query.isLoading,
    busy,
    linkSent: (verify.isSuccess || resend.isSuccess) && !busy,
    error: failure ? emailErrorMessage(failure) : null,
    reset: () => {
      verify.reset();
      resend.reset();
    },
    verify: (email: string) => verify.mutateAsync({ data: { email, language } }),
    resend: () => resend.mutateAsync(),
    setKind: (kind: NotificationKind, enabled: boolean) =>
      update.mutateAsync({ data: { language, preferences: { [kind]: enabled } } }),
  };
}
