// A user-facing message as a translation key plus interpolation values, so state can hold errors and success
// texts that render in the current language (the texts of docs/messages.md live in translation.json).

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export const message = (key: string, values?: Record<string, string | number>): Message =>
  values ? { key, values } : { key };

/** A text that comes verbatim from a server or a wallet (shown as is, in every language). */
export const rawMessage = (text: string): Message => ({ key: 'errors.raw', values: { message: text } });

/** Renders a Message in the current language. */
export const messageText = (
  t: (key: string, values: Record<string, string | number>) => string,
  m: Message,
): string => t(m.key, m.values ?? {});
