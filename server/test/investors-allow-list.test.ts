// The allow-list on anvil (docs/investors.md#the-chain-decides): compliance approves a wallet on chain → it can
// buy and its purchase is recorded; revoked → the token refuses it; frozen → frozen; the indexer mirrors each
// event into the investor's record, and a rebuild from the chain on an empty database restores it.
import {
  BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  decodeErrorResult,
  type Hash,
  http,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTokenAbi } from '../../generated/contracts.ts';
import { anvilAccount, localChain } from '../../scripts/lib/anvil.ts';
import { systemContracts } from '../lib/contracts.ts';
import { createTestApp, routeEngines, type TestApp } from './helpers/app.ts';
import { ADMIN, address, M2, MANAGER, USDT } from './helpers/chain.ts';
import { chainPerFile, isolateChain } from './helpers/chain-hooks.ts';

const chain = chainPerFile();
/** Anvil #9: approved by the local deploy, with test USDT and no activity yet. */
const NEWCOMER = 9;

/** The IdentityRegistry as the admin (who holds COMPLIANCE_ROLE on the local chain) sends to it. */
function compliance() {
  const c = chain();
  const wallet = createWalletClient({
    account: anvilAccount(ADMIN),
    chain: localChain(c.rpcUrl),
    transport: http(c.rpcUrl),
  });
  const identity = systemContracts({ public: c.client, wallet }, c.deployment).identity;
  const send = async (simulation: Promise<{ request: unknown }>) => {
    const { request } = await simulation;
    const hash: Hash = await wallet.writeContract(request as never);
    return c.client.waitForTransactionReceipt({ hash });
  };
  const from = { account: anvilAccount(ADMIN) };
  return {
    approve: (country: number, expiry: bigint) =>
      send(identity.simulate.approve([address(NEWCOMER), country, Number(expiry)], from)),
    revoke: () => send(identity.simulate.revoke([address(NEWCOMER)], from)),
    freeze: () => send(identity.simulate.freeze([address(NEWCOMER), []], from)),
    unfreeze: () => send(identity.simulate.unfreeze([address(NEWCOMER)], from)),
  };
}

/** The custom error a refused buy reverted with (the token's, passed through the VaultTrader). */
async function refusal(attempt: Promise<unknown>): Promise<string | undefined> {
  try {
    await attempt;
  } catch (error) {
    const reverted =
      error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    if (!(reverted instanceof ContractFunctionRevertedError)) return String(error);
    if (reverted.data) return reverted.data.errorName;
    return reverted.raw
      ? decodeErrorResult({ abi: propertyTokenAbi, data: reverted.raw }).errorName
      : undefined;
  }
  return undefined;
}

describe.each(routeEngines())('allow-list from chain to the investors API on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;
  let token: `0x${string}`;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    manager = (await t.login(MANAGER)).access;
    token = await chain().createProperty('Compliance Court', 1000n, 100n * USDT, 86_400n);
  });
  afterAll(async () => {
    await t?.close();
  });

  const investor = async (app = t, access = manager) => {
    await app.app.indexer.tick();
    const response = await app.app.inject({
      url: `/custom_admin/investors/${address(NEWCOMER)}/`,
      headers: app.bearer(access),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('test_revoked_wallet_is_refused_approved_wallet_buys_and_the_record_follows_the_chain', async () => {
    const officer = compliance();
    await officer.revoke();
    expect(await refusal(chain().buy(NEWCOMER, token, 2n * M2))).toBe('ReceiverNotVerified');
    expect(await investor()).toMatchObject({ status: 'revoked', approved_by: null, holds_m2: false });

    const now = (await chain().client.getBlock()).timestamp;
    const expiry = now + 365n * 86_400n;
    await officer.approve(276, expiry);
    const bought = await chain().buy(NEWCOMER, token, 2n * M2);
    const access = (await t.login(NEWCOMER)).access;
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/purchases/create/',
      headers: t.bearer(access),
      payload: { tx_hash: bought.transactionHash },
    });
    expect(recorded.statusCode).toBe(201);
    const approved = await investor();
    // The registry's ISO numeric code, and its alpha-2 code (docs/investors.md#countries).
    expect(approved).toMatchObject({
      status: 'approved',
      chain_country: 'DE',
      chain_country_numeric: 276,
      approved_by: address(ADMIN),
      expiry: new Date(Number(expiry) * 1000).toISOString(),
      holds_m2: true,
      m2: (2n * M2).toString(),
    });
    expect(approved.purchases).toHaveLength(1);

    await officer.freeze();
    expect(await refusal(chain().buy(NEWCOMER, token, M2))).toBe('ReceiverNotVerified');
    expect((await investor()).status).toBe('frozen');
    await officer.unfreeze();
    expect((await investor()).status).toBe('approved');

    await officer.revoke();
    expect(await refusal(chain().buy(NEWCOMER, token, M2))).toBe('ReceiverNotVerified');
    expect((await investor()).status).toBe('revoked');
    const revoked = await t.app.inject({
      url: '/custom_admin/investors/',
      headers: t.bearer(manager),
      query: { filter: JSON.stringify({ status: 'revoked' }) },
    });
    expect(revoked.json().map((i: { wallet: string }) => i.wallet)).toEqual([address(NEWCOMER)]);

    // An audit entry for each action, by compliance, about the wallet (docs/audit-log.md#actions).
    const entries = await t.app.inject({
      url: '/custom_admin/audit-log/',
      headers: t.bearer(manager),
      query: {
        filter: JSON.stringify({ subject: address(NEWCOMER), source: 'chain' }),
        sort: '["id","ASC"]',
      },
    });
    const actions = entries.json().map((e: { action: string; actor: string }) => [e.action, e.actor]);
    expect(actions.slice(-5)).toEqual(
      [
        'investor_revoked',
        'investor_approved',
        'investor_frozen',
        'investor_unfrozen',
        'investor_revoked',
      ].map((action) => [action, address(ADMIN)]),
    );
  });

  it('test_an_approval_past_its_expiry_reads_expired', async () => {
    const officer = compliance();
    const now = (await chain().client.getBlock()).timestamp;
    await officer.approve(0, now + 3_600n);
    expect((await investor()).status).toBe('approved');
    await chain().increaseTime(3_600);
    expect(await refusal(chain().buy(NEWCOMER, token, M2))).toBe('ReceiverNotVerified');
    // The API reads chain time through its head, kept for a second (server/plugins/app/chain.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await investor()).status).toBe('expired');
  });

  it('test_the_country_filter_matches_the_country_given_on_chain_and_a_number_iso_does_not_assign_shows_as_none', async () => {
    const officer = compliance();
    const list = async (filter: Record<string, unknown>) => {
      const response = await t.app.inject({
        url: '/custom_admin/investors/',
        headers: t.bearer(manager),
        query: { filter: JSON.stringify(filter) },
      });
      return response;
    };
    const wallets = async (filter: Record<string, unknown>) =>
      (await list(filter)).json().map((i: { wallet: string }) => i.wallet);
    // Spain (724), no KYC record: the chain's country alone matches.
    await officer.approve(724, 0n);
    await t.app.indexer.tick();
    expect(await wallets({ country: 'ES', wallet: address(NEWCOMER) })).toEqual([address(NEWCOMER)]);
    expect(await wallets({ chain_country: 'ES', wallet: address(NEWCOMER) })).toEqual([address(NEWCOMER)]);
    expect(await wallets({ kyc_country: 'ES', wallet: address(NEWCOMER) })).toEqual([]);
    expect(await wallets({ country: 'DE', wallet: address(NEWCOMER) })).toEqual([]);
    for (const bad of [
      { country: 'XX' },
      { country: 'es' },
      { chain_country: ['ES', 'Spain'] },
      { country: 724 },
    ]) {
      const refused = await list(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.json()), JSON.stringify(bad)).toEqual(['filter']);
      expect(refused.json().filter[0]).toContain('ISO 3166-1 alpha-2');
    }
    // The registry takes any uint16: a number ISO does not assign is no country, its number kept.
    await officer.approve(999, 0n);
    expect(await investor()).toMatchObject({ chain_country: null, chain_country_numeric: 999 });
    await officer.approve(0, 0n);
    expect(await investor()).toMatchObject({ chain_country: null, chain_country_numeric: 0 });
  });

  it('test_a_rebuild_from_the_chain_on_an_empty_database_restores_the_allow_list', async () => {
    const list = async (app: TestApp, access: string) => {
      await app.app.indexer.tick();
      const response = await app.app.inject({
        url: '/custom_admin/investors/',
        headers: app.bearer(access),
        query: { sort: '["id","ASC"]' },
      });
      return response
        .json()
        .map((i: Record<string, unknown>) => [i.wallet, i.status, i.chain_country, i.expiry, i.approved_by]);
    };
    const rebuilt = await createTestApp(chain(), engine);
    try {
      const rebuiltManager = (await rebuilt.login(MANAGER)).access;
      // The same wallets are known to both (logins aside): compare the ones the chain knows.
      const onChain = (rows: unknown[][]) => rows.filter((r) => r[1] !== 'not_approved');
      expect(onChain(await list(rebuilt, rebuiltManager))).toEqual(onChain(await list(t, manager)));
      expect(onChain(await list(rebuilt, rebuiltManager)).length).toBeGreaterThanOrEqual(10);
    } finally {
      await rebuilt.close();
    }
  });
});
