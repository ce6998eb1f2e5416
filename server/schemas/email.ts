// Email verification and notification settings (docs/email.md, docs/api.md#endpoints).
import { type Static, Type } from 'typebox';
import { NOTIFICATION_KINDS } from '#core/notificationKinds.ts';
import { errorResponses, Nullable, ref } from './common.ts';

const Language = Type.Union([Type.Literal('en'), Type.Literal('ru')], {
  description: 'Language of the mails (en or ru).',
});

const Preferences = Type.Object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { additionalProperties: false, description: 'Each kind of notification: true = on (the default).' },
);

export const EmailSettings = Type.Object(
  {
    verified_email: Nullable(
      Type.String({ description: 'The address confirmed by a link: the only one mail is sent to.' }),
    ),
    pending_email: Nullable(
      Type.String({ description: 'An address a link was sent to and not yet confirmed (link still valid).' }),
    ),
    language: Language,
    preferences: Preferences,
  },
  { $id: 'EmailSettings' },
);
export type EmailSettings = Static<typeof EmailSettings>;

export const EmailDetail = Type.Object({ detail: Type.String() }, { $id: 'EmailDetail' });

export const EmailConfirmed = Type.Object(
  { detail: Type.String(), email: Type.String() },
  { $id: 'EmailConfirmed' },
);

export const UpdateEmailSettingsBody = Type.Object(
  {
    language: Type.Optional(Language),
    preferences: Type.Optional(Type.Partial(Preferences, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const VerifyEmailBody = Type.Object(
  {
    email: Type.String({ maxLength: 254, description: 'The address to verify.' }),
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);

export const ConfirmEmailBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the link.' }) },
  { additionalProperties: false },
);

const tooMany = { ...errorResponses.detail, description: 'Too many verification emails asked for.' };

export const emailSettingsSchema = {
  operationId: 'emailSettings',
  tags: ['email'],
  summary: 'The verified address, an address waiting for its link, the mail language and the opt-outs',
  response: { 200: ref(EmailSettings), 401: errorResponses.detail },
};

export const updateEmailSettingsSchema = {
  operationId: 'emailUpdateSettings',
  tags: ['email'],
  summary: 'Change the mail language or turn kinds of notification on or off',
  body: UpdateEmailSettingsBody,
  response: { 200: ref(EmailSettings), 400: errorResponses.badRequest, 401: errorResponses.detail },
};

export const verifyEmailSchema = {
  operationId: 'emailVerify',
  tags: ['email'],
  summary: 'Send a verification link to an address (the same answer whether or not the address is in use)',
  body: VerifyEmailBody,
  response: {
    202: ref(EmailDetail),
    400: errorResponses.badRequest,
    401: errorResponses.detail,
    429: tooMany,
  },
};

export const resendEmailSchema = {
  operationId: 'emailResend',
  tags: ['email'],
  summary: 'Send a new link to the address waiting for verification',
  // No address waiting answers `detail`; a body sent anyway that is not JSON answers the field map.
  response: {
    202: ref(EmailDetail),
    400: Type.Union([errorResponses.detail, errorResponses.badRequest], {
      description:
        'No address is waiting for verification (`detail`), or the body sent is not JSON (fields).',
    }),
    401: errorResponses.detail,
    429: tooMany,
  },
};

export const confirmEmailSchema = {
  operationId: 'emailConfirm',
  tags: ['email'],
  summary: "Confirm an address with its link's token (no login needed)",
  security: [],
  body: ConfirmEmailBody,
  // A link that is no good answers `detail`; a body that is not `{token}` answers the field map.
  response: {
    200: ref(EmailConfirmed),
    400: Type.Union([errorResponses.detail, errorResponses.badRequest], {
      description:
        "The link's token is unknown, used or expired (`detail`), or the body is invalid (fields).",
    }),
  },
};

export const emailSchemas = [EmailSettings, EmailDetail, EmailConfirmed];
