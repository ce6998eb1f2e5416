// GET /api/user/income/, /api/user/income/earned/ and /api/user/income/history/: the caller's rental income
// (docs/income.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAddress } from 'viem';
import { messages } from '../../lib/errors.ts';
import { sendPage } from '../../lib/list-query.ts';
import { incomeEarnedSchema, incomeHistorySchema, incomeSummarySchema } from '../../schemas/income.ts';

const sum = (values: readonly (bigint | string)[]) => values.reduce<bigint>((a, v) => a + BigInt(v), 0n);

const income: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate(messages.userNotAuthenticated));

  app.get('/', { schema: incomeSummarySchema }, async (request) => {
    const holder = getAddress(request.user?.wallet ?? '');
    const held = await app.incomeRepository.heldProperties(holder);
    const claimable = await app.chain.claimableIncome(
      held.map((p) => p.token),
      holder,
    );
    const properties = held.map((p, i) => ({
      property_id: p.property_id,
      property_name: p.property_name,
      contract_address: p.token,
      claimable: (claimable[i] ?? 0n).toString(),
      claimed: p.claimed,
      reinvested: p.reinvested,
    }));
    return {
      total_claimable: sum(claimable).toString(),
      total_claimed: sum(held.map((p) => p.claimed)).toString(),
      total_reinvested: sum(held.map((p) => p.reinvested)).toString(),
      properties,
    };
  });

  app.get('/earned/', { schema: incomeEarnedSchema }, async (request, reply) => {
    const holder = request.user?.wallet ?? '';
    return sendPage(reply, 'income', await app.incomeRepository.listEarned(request.query, holder));
  });

  app.get('/history/', { schema: incomeHistorySchema }, async (request, reply) => {
    const holder = request.user?.wallet ?? '';
    return sendPage(reply, 'income', await app.incomeRepository.listPayments(request.query, holder));
  });
};

export default income;
