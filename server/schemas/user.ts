// The investor's profile (docs/product.md#wallet-mail, docs/api.md#endpoints).
import { type Static, Type } from 'typebox';
import { WALLET_MAIL_DOMAIN } from '#core/walletMail.ts';
import { Address, errorResponses, ref } from './common.ts';

export const UserProfile = Type.Object(
  {
    id: Type.Integer(),
    wallet_address: Address,
    email: Type.String({
      description: `The user's email. Without one it is the placeholder \`<wallet address>@${WALLET_MAIL_DOMAIN}\`: an email on the domain \`${WALLET_MAIL_DOMAIN}\` means "no email".`,
    }),
  },
  { $id: 'UserProfile', 'x-wallet-mail-domain': WALLET_MAIL_DOMAIN },
);
export type UserProfile = Static<typeof UserProfile>;

export const UpdateEmailBody = Type.Object({
  email: Type.String({
    maxLength: 254,
    description: 'A valid email address (not on the wallet-mail domain).',
  }),
});
export type UpdateEmailBody = Static<typeof UpdateEmailBody>;

export const UpdateEmailResult = Type.Object(
  {
    detail: Type.String(),
    id: Type.Integer(),
    wallet_address: Address,
    email: Type.String(),
  },
  { $id: 'UpdateEmailResult' },
);

export const profileSchema = {
  operationId: 'userProfile',
  tags: ['user'],
  summary: "The logged-in user's profile",
  response: { 200: ref(UserProfile), 401: errorResponses.detail },
};

export const updateEmailSchema = {
  operationId: 'userUpdateEmail',
  tags: ['user'],
  summary: "Set the logged-in user's email",
  body: UpdateEmailBody,
  response: { 200: ref(UpdateEmailResult), 400: errorResponses.badRequest, 401: errorResponses.detail },
};

export const userSchemas = [UserProfile, UpdateEmailResult];
