// The chain roles behind the back-office gate (server/plugins/app/roles.ts, docs/roles.md#api-access): a wallet's
// four roles are read together once per block, the fund manager's included (it was read afresh on every request
// before), a request reads them once, `forget` drops a wallet, and the indexer's role events drop the wallets
// they name.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers/app.ts';
import { address, COMPLIANCE_OFFICER, FUND_MANAGER, INVESTOR_C, MANAGER } from './helpers/chain.ts';
import { chainPerFile, isolateChain } from './helpers/chain-hooks.ts';

const chain = chainPerFile();

describe.each(engines().slice(-1))('chain roles of the back-office gate on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (url: string, access: string) =>
    (await t.app.inject({ url, headers: t.bearer(access) })).statusCode;

  it('test_roles_of_reads_admin_manager_compliance_and_fund_manager_at_one_block', async () => {
    const block = await chain().client.getBlockNumber();
    expect([...(await t.app.chain.rolesOf(address(MANAGER), block))]).toEqual(['manager']);
    expect([...(await t.app.chain.rolesOf(address(FUND_MANAGER), block))]).toEqual(['fundManager']);
    expect([...(await t.app.chain.rolesOf(address(INVESTOR_C), block))]).toEqual([]);
    await chain().grantCompliance(address(COMPLIANCE_OFFICER));
    // At the block before the grant the officer held nothing; at the newest it is compliance.
    expect([...(await t.app.chain.rolesOf(address(COMPLIANCE_OFFICER), block))]).toEqual([]);
    expect([...(await t.app.chain.rolesOf(address(COMPLIANCE_OFFICER)))]).toEqual(['compliance']);
  });

  it('test_the_fund_manager_role_is_read_once_per_block_not_on_every_request', async () => {
    const access = (await t.login(FUND_MANAGER)).access;
    await chain().mine(1);
    const reads = vi.spyOn(t.app.chain, 'rolesOf');
    try {
      for (let i = 0; i < 5; i++) expect(await status('/custom_admin/chain-properties/', access)).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      // A route that does not accept the fund manager refuses it from the same cached answer.
      expect(await status('/custom_admin/purchases/', access)).toBe(403);
      expect(reads).toHaveBeenCalledTimes(1);
      await chain().mine(1);
      expect(await status('/custom_admin/chain-properties/', access)).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('test_forget_drops_a_wallet_and_the_indexer_role_events_call_it_with_the_accounts_they_name', async () => {
    const access = (await t.login(MANAGER)).access;
    await chain().mine(1);
    const reads = vi.spyOn(t.app.chain, 'rolesOf');
    const forget = vi.spyOn(t.app.roles, 'forget');
    try {
      expect(await status('/custom_admin/purchases/', access)).toBe(200);
      expect(await status('/custom_admin/purchases/', access)).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      t.app.roles.forget([address(MANAGER)]);
      expect(await status('/custom_admin/purchases/', access)).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);

      forget.mockClear();
      await chain().grantManager(address(INVESTOR_C));
      await t.app.indexer.tick();
      const forgotten = forget.mock.calls.flatMap(([wallets]) => [...wallets]);
      expect(forgotten).toContain(address(INVESTOR_C).toLowerCase());
    } finally {
      reads.mockRestore();
      forget.mockRestore();
    }
  });
});
