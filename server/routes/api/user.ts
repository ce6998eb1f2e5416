// GET /api/user/profile, PUT /api/user/update-email/ (docs/product.md#wallet-mail, docs/api.md#endpoints).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAddress } from 'viem';
import { validationMessage } from '#core/validationMessages.ts';
import { isWalletMail, WALLET_MAIL_DOMAIN, walletMail } from '#core/walletMail.ts';
import { isEmailAddress } from '../../lib/email-address.ts';
import { fieldError, HttpError, messages } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/app/repositories/users.ts';
import { profileSchema, updateEmailSchema } from '../../schemas/user.ts';

const profileOf = (user: UserRow) => ({
  id: user.id,
  wallet_address: getAddress(user.wallet_address),
  email: user.email ?? walletMail(user.wallet_address),
});

const user: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate(messages.userNotAuthenticated));

  const current = async (id: number) => {
    const row = await app.usersRepository.findById(id);
    if (!row) throw new HttpError(401, messages.userNotAuthenticated);
    return row;
  };

  app.get('/profile', { schema: profileSchema }, async (request) =>
    profileOf(await current(request.user?.id ?? 0)),
  );

  app.put('/update-email/', { schema: updateEmailSchema }, async (request) => {
    const email = request.body.email.trim();
    if (!isEmailAddress(email)) throw fieldError('email', 'Enter a valid email address.');
    if (isWalletMail(email)) {
      throw fieldError('email', validationMessage('walletMail', { domain: WALLET_MAIL_DOMAIN }));
    }
    const updated = await app.usersRepository.updateEmail((await current(request.user?.id ?? 0)).id, email);
    if (!updated) throw new HttpError(401, messages.userNotAuthenticated);
    return { detail: 'Email updated successfully', ...profileOf(updated) };
  });
};

export default user;
