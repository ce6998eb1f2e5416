// The kinds of email notification an investor can switch off one by one (docs/email.md#notifications). Every
// kind is on until its owner turns it off; the web app names each with `email.kinds.<kind>`.

export const NOTIFICATION_KINDS = [
  'trade_confirmed',
  'lock_ended',
  'income_distributed',
  'price_change',
  'property_delisted',
  'trading_paused',
  'verification_status',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Every kind on, except those `saved` turns off (a kind without a saved choice is on). */
export function preferencesOf(saved: Readonly<Record<string, boolean>>): Record<NotificationKind, boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, saved[kind] ?? true])) as Record<
    NotificationKind,
    boolean
  >;
}

/** How long a verification link works, and how many links one user, or one address, may ask for per hour. */
export const EMAIL_VERIFICATION = {
  linkLifetimeMinutes: 60,
  perUserPerHour: 5,
  perAddressPerHour: 3,
} as const;
