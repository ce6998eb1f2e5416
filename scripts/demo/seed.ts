// Seeds a new sandbox chain with the demo properties through the real flow: the manager creates each property on
// chain and records it in the API with its image, gallery and Russian texts; investors buy (and one sells) M2 and
// report their transactions to the API; the fund manager moves liquidity and distributes two months of rent;
// managers put properties in the states `demoProperties` asks for (sell disabled, delisted with and without
// refunds, insufficient liquidity): the closures and the bucket withdrawal are announced first and applied once
// their notice passed, with the revaluations' (docs/money-rules.md#closures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Account,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import type { Deployment } from '#core/deployment.ts';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { loginMessage } from '#core/login.ts';
import { COMPLIANCE_ROLE } from '#core/roles.ts';
import { registryEvents, systemContracts } from '../../server/lib/contracts.ts';
import { anvilAccount, LOCAL_ROLES, localChain } from '../lib/anvil.ts';
import { type DemoProperty, demoProperties } from './properties.ts';

const imagesDir = join(import.meta.dirname, 'images');
const DAY = 86_400n;

/** Who buys how many whole M2 of which demo property (by index in `demoProperties`). Investor #9 is left
 *  untouched: a newcomer with 1,000,000 test USDT and no allowance, holdings or records. */
const purchases: { property: number; investor: number; m2: number }[] = [
  { property: 0, investor: 3, m2: 25 },
  { property: 0, investor: 4, m2: 40 },
  { property: 1, investor: 5, m2: 60 },
  { property: 1, investor: 3, m2: 15 },
  { property: 2, investor: 6, m2: 10 },
  { property: 3, investor: 5, m2: 30 },
  { property: 4, investor: 7, m2: 120 },
  { property: 6, investor: 7, m2: 8 },
  { property: 7, investor: 8, m2: 12 },
  { property: 8, investor: 8, m2: 20 },
  { property: 8, investor: 4, m2: 15 },
];

/** The demo investors compliance (#0) approves, with their ISO 3166-1 numeric country code, before anyone buys:
 *  every demo property keeps its identity requirement on (docs/compliance.md). */
const identities: { investor: number; country: number }[] = [
  { investor: 3, country: 276 },
  { investor: 4, country: 250 },
  { investor: 5, country: 528 },
  { investor: 6, country: 784 },
  { investor: 7, country: 826 },
  { investor: 8, country: 756 },
  { investor: 9, country: 724 },
];
/** The one demo investor left unapproved: compliance revokes #8 after its purchases, so it shows a holder outside
 *  the allow-list, who may still sell, claim income and refunds but not buy or receive M2. */
export const UNAPPROVED_INVESTOR = 8;

/** Revaluations after the purchases, so holders see a gain or a loss (docs/portfolio.md): the manager proposes,
 *  the fund manager confirms, and the chain's clock passes the price notice. Harbour Offices (4) rises 5 %
 *  (investors #7 and #3 gain), Neva Business Centre (8) falls 4 % (investors #8 and #4 lose). */
const revaluations: { property: number; bps: number }[] = [
  { property: 4, bps: 500 },
  { property: 8, bps: -400 },
];

/** A sale needs unlocked M2: the property's lock is set to one second for this purchase only. */
const quickTrade = { property: 4, investor: 3, buy: 50, sell: 10 };

/** Stablecoin the fund manager deposits (whole units), by property index; -1 = general bucket. Canal House (6)
 *  gets enough to refund its 8 sold M2 at the 5 % higher delisting price (8 × 9,345 = 74,760 USDT against the
 *  71,200 its buyer paid in), so Garden Villas stays the one property with insufficient liquidity. */
const deposits: { property: number; amount: number }[] = [
  { property: -1, amount: 250_000 },
  { property: 1, amount: 40_000 },
  { property: 6, amount: 5_000 },
  { property: 8, amount: 15_000 },
];

/** Properties (by index) that paid rent for the last INCOME_MONTHS months: those with holders, Canal House (6)
 *  included, so its holder claims income as well as the refund once it is delisted. Each month pays the value
 *  × APY ÷ 12 (docs/income.md). */
const incomeProperties = [0, 1, 3, 4, 6, 8];
const INCOME_MONTHS = 2;
const MONTH = 30n * DAY;

/** A month's rent of `p` in whole USDT: total M2 × price × APY ÷ 12. */
export const monthlyRent = (p: DemoProperty) =>
  Math.round((p.totalM2 * p.pricePerM2 * p.apyPercent) / 100 / 12);

/** Test USDT (whole units) the admin and the fund manager keep to try manual deposits in the console. */
const CONSOLE_USDT = 1_000_000;

export type SeedOptions = {
  rpcUrl: string;
  /** Origin of the API, e.g. http://127.0.0.1:5173 */
  apiUrl: string;
  deployment: Deployment;
  log?: (line: string) => void;
};

export type SeededProperty = {
  name: string;
  token: Address;
  backendId: number;
  state: DemoProperty['state'];
};

type Session = { access: string };

export async function seedDemo(options: SeedOptions): Promise<SeededProperty[]> {
  const log = options.log ?? (() => {});
  const chain = localChain(options.rpcUrl);
  const publicClient = createPublicClient({ chain, transport: http(options.rpcUrl), pollingInterval: 20 });
  const walletOf = (index: number) =>
    createWalletClient({
      account: anvilAccount(index),
      chain,
      transport: gasMarginTransport(http(options.rpcUrl)),
    });
  const reader = systemContracts(publicClient, options.deployment);
  const testClient = createTestClient({ mode: 'anvil', chain, transport: http(options.rpcUrl) });
  /** The contracts as anvil account `index` sends to them. */
  const as = (index: number) =>
    systemContracts({ public: publicClient, wallet: walletOf(index) }, options.deployment);
  const vault = options.deployment.VaultTrader;
  const decimals = await reader.usdt.read.decimals();
  const units = (whole: number) => parseUnits(String(whole), decimals);

  /** Waits for a sent transaction's successful receipt. */
  async function mined(sent: Promise<Hash>) {
    const hash = await sent;
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`seed: transaction ${hash} reverted`);
    return receipt;
  }

  const sessions = new Map<number, Session>();
  async function session(index: number): Promise<Session> {
    const known = sessions.get(index);
    if (known) return known;
    const account: Account = anvilAccount(index);
    const timestamp = Date.now();
    const signature = await walletOf(index).signMessage({
      account,
      message: loginMessage(timestamp),
    });
    const body = await api<{ access: string }>('/api/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: account.address, signature, timestamp }),
    });
    const created = { access: body.access };
    sessions.set(index, created);
    return created;
  }

  async function api<T>(path: string, init: RequestInit, index?: number): Promise<T> {
    const headers = new Headers(init.headers);
    if (index !== undefined) headers.set('authorization', `Bearer ${(await session(index)).access}`);
    const response = await fetch(new URL(path, options.apiUrl), { ...init, headers });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`seed: ${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  const image = (file: string) => new Blob([readFileSync(join(imagesDir, file))], { type: 'image/jpeg' });

  // 1. Create every property on chain and in the API.
  const seeded: SeededProperty[] = [];
  for (const property of demoProperties) {
    const receipt = await mined(
      as(LOCAL_ROLES.manager).registry.write.createProperty([
        property.name,
        BigInt(property.totalM2),
        units(property.pricePerM2),
        BigInt(property.lockDays) * DAY,
      ]),
    );
    const [created] = registryEvents(receipt.logs, 'PropertyCreated');
    if (!created) throw new Error('seed: PropertyCreated event not found');
    const token = created.args.token;
    const form = new FormData();
    form.set('name', property.name);
    form.set('description', property.description);
    form.set('contract_address', token);
    form.set('apy_percent', String(property.apyPercent));
    form.set('name_ru', property.nameRu);
    form.set('description_ru', property.descriptionRu);
    form.set('property_address', property.address);
    form.set('property_address_ru', property.addressRu);
    const [main, ...gallery] = property.images;
    if (main) form.set('image', image(main), main);
    const record = await api<{ id: number }>(
      '/custom_admin/properties/',
      { method: 'POST', body: form },
      LOCAL_ROLES.manager,
    );
    if (gallery.length > 0) {
      const upload = new FormData();
      for (const file of gallery) upload.append('images', image(file), file);
      await api(
        `/custom_admin/properties/${record.id}/upload-gallery/`,
        { method: 'POST', body: upload },
        LOCAL_ROLES.manager,
      );
    }
    seeded.push({ name: property.name, token, backendId: record.id, state: property.state });
    log(`created ${property.name} (${token}, record ${record.id})`);
  }
  const tokenOf = (index: number) => {
    const entry = seeded[index];
    if (!entry) throw new Error(`seed: no demo property #${index}`);
    return entry.token;
  };

  // 2. Investors buy, approving the vault once each, and report the purchase to the API.
  const approved = new Set<number>();
  async function buy(investor: number, token: Address, m2: number): Promise<Hash> {
    if (!approved.has(investor)) {
      await mined(as(investor).usdt.write.approve([vault, units(1_000_000)]));
      approved.add(investor);
    }
    const amount = parseUnits(String(m2), 18);
    const cost = await reader.vault.read.quoteBuy([token, amount]);
    const receipt = await mined(as(investor).vault.write.buy([token, amount, cost, maxUint256, maxUint256]));
    await api('/api/purchases/create/', jsonBody({ tx_hash: receipt.transactionHash }), investor);
    return receipt.transactionHash;
  }
  const compliance = as(LOCAL_ROLES.admin);
  for (const { investor, country } of identities) {
    await mined(compliance.identity.write.approve([anvilAccount(investor).address, country, 0]));
  }
  log(`compliance approved investors ${identities.map((i) => `#${i.investor}`).join(', ')}`);
  for (const { property, investor, m2 } of purchases) {
    await buy(investor, tokenOf(property), m2);
    log(`investor #${investor} bought ${m2} M2 of ${demoProperties[property]?.name}`);
  }
  await mined(compliance.identity.write.revoke([anvilAccount(UNAPPROVED_INVESTOR).address]));
  log(`compliance revoked investor #${UNAPPROVED_INVESTOR}: the demo's one investor outside the allow-list`);

  // 2b. A compliance officer who holds nothing else (docs/roles.md#local-accounts): the mnemonic's key #10, outside
  //     anvil's ten funded accounts, gets gas from the admin and COMPLIANCE_ROLE; it opens the console's
  //     investors, audit log and recoveries, and no money tab.
  const officer = anvilAccount(LOCAL_ROLES.compliance).address;
  await mined(walletOf(LOCAL_ROLES.admin).sendTransaction({ to: officer, value: parseEther('100') }));
  await mined(as(LOCAL_ROLES.admin).registry.write.grantRole([COMPLIANCE_ROLE, officer]));
  log(`admin granted COMPLIANCE_ROLE to #${LOCAL_ROLES.compliance} (compliance only)`);

  // 3. One sale: buy with the shortest lock (1 day), let the chain's clock pass it, sell part back,
  //    restore the real lock.
  {
    const token = tokenOf(quickTrade.property);
    const lock = BigInt(demoProperties[quickTrade.property]?.lockDays ?? 1) * DAY;
    await setLock(token, DAY);
    await buy(quickTrade.investor, token, quickTrade.buy);
    await setLock(token, lock);
    await testClient.increaseTime({ seconds: Number(DAY) + 1 });
    await testClient.mine({ blocks: 1 });
    const amount = parseUnits(String(quickTrade.sell), 18);
    const payout = await reader.vault.read.quoteSell([token, amount]);
    const receipt = await mined(
      as(quickTrade.investor).vault.write.sell([token, amount, payout, maxUint256]),
    );
    await api('/api/purchases/sell/', jsonBody({ tx_hash: receipt.transactionHash }), quickTrade.investor);
    log(
      `investor #${quickTrade.investor} sold ${quickTrade.sell} M2 of ${demoProperties[quickTrade.property]?.name}`,
    );
  }
  // 3b. Revaluations: proposed, confirmed by a second key, in force once the notice has passed. The closures and
  //     the bucket withdrawal of step 5 are announced now too, so one move of the clock passes every notice
  //     (docs/money-rules.md#closures, docs/money-rules.md#withdrawals).
  {
    for (const { property, bps } of revaluations) {
      const token = tokenOf(property);
      const price = await reader.token(token).read.currentPrice();
      const newPrice = (price * BigInt(10_000 + bps)) / 10_000n;
      await mined(as(LOCAL_ROLES.manager).registry.write.proposePrice([token, newPrice]));
      await mined(as(LOCAL_ROLES.fundManager).registry.write.confirmPrice([token, newPrice]));
      log(`${demoProperties[property]?.name}: price ${bps > 0 ? '+' : ''}${bps / 100} % announced`);
    }
    for (const [index, property] of demoProperties.entries()) {
      const token = tokenOf(index);
      switch (property.state) {
        case 'sell-disabled':
          // Announces the end of selling back (holders may sell back until it is applied).
          await mined(as(LOCAL_ROLES.manager).registry.write.setSellEnabled([token, false]));
          break;
        case 'delisted-without-refunds':
          // Announces the delisting: buys stop at once, holders may sell back until it is applied.
          await mined(as(LOCAL_ROLES.manager).registry.write.delistProperty([token, false]));
          break;
        case 'insufficient-liquidity': {
          // Announces the withdrawal of the whole bucket beyond the free share: what it holds now plus what the
          // fund manager deposits into it in step 4.
          const { bucketBalance } = await reader.lens.read.getPropertyView([token]);
          const deposited = deposits
            .filter((d) => d.property === index)
            .reduce((sum, d) => sum + units(d.amount), 0n);
          await mined(
            as(LOCAL_ROLES.fundManager).vault.write.announceWithdrawal([token, bucketBalance + deposited]),
          );
          break;
        }
        default:
          continue;
      }
      log(`${property.name}: ${property.state} announced`);
    }
    const notices = await Promise.all([
      reader.registry.read.PRICE_NOTICE(),
      reader.registry.read.CLOSURE_NOTICE(),
      reader.vault.read.WITHDRAW_NOTICE(),
    ]);
    const notice = Math.max(...notices.map(Number));
    await testClient.increaseTime({ seconds: notice + 1 });
    await testClient.mine({ blocks: 1 });
  }

  async function setLock(token: Address, seconds: bigint) {
    await mined(as(LOCAL_ROLES.manager).registry.write.setLockDuration([token, seconds]));
  }

  // 4. Liquidity: the fund manager deposits into the general bucket and some property buckets.
  const fundManager = LOCAL_ROLES.fundManager;
  const totalDeposits = deposits.reduce((sum, d) => sum + d.amount, 0);
  await mined(
    as(LOCAL_ROLES.admin).usdt.write.mint([
      anvilAccount(fundManager).address,
      units(totalDeposits + CONSOLE_USDT),
    ]),
  );
  await mined(
    as(LOCAL_ROLES.admin).usdt.write.mint([anvilAccount(LOCAL_ROLES.admin).address, units(CONSOLE_USDT)]),
  );
  await mined(as(fundManager).usdt.write.approve([vault, units(totalDeposits)]));
  for (const { property, amount } of deposits) {
    const token = property < 0 ? zeroAddress : tokenOf(property);
    await mined(as(fundManager).vault.write.manualDeposit([token, units(amount)]));
  }
  log(`fund manager deposited ${totalDeposits} USDT`);

  // 4b. Rental income: the fund manager distributes the last months' rent, so demo investors have income to
  //     claim on their first visit.
  {
    const rents = incomeProperties.map((index) => {
      const property = demoProperties[index];
      if (!property) throw new Error(`no demo property ${index}`);
      return { token: tokenOf(index), name: property.name, rent: monthlyRent(property) };
    });
    const total = rents.reduce((sum, r) => sum + r.rent, 0) * INCOME_MONTHS;
    await mined(as(LOCAL_ROLES.admin).usdt.write.mint([anvilAccount(fundManager).address, units(total)]));
    await mined(as(fundManager).usdt.write.approve([vault, units(total)]));
    const now = (await publicClient.getBlock()).timestamp;
    for (let month = INCOME_MONTHS; month > 0; month--) {
      const start = now - BigInt(month) * MONTH;
      for (const { token, rent } of rents) {
        await mined(as(fundManager).vault.write.distributeIncome([token, units(rent), start, start + MONTH]));
      }
    }
    log(
      `fund manager distributed ${INCOME_MONTHS} months of rent (${total} USDT) to ${rents.length} properties`,
    );
  }

  // 5. Put each property in its demo state (the closures and the withdrawal were announced in step 3b and their
  //    notices have passed).
  const treasury = await reader.vault.read.treasury();
  for (const [index, property] of demoProperties.entries()) {
    const token = tokenOf(index);
    switch (property.state) {
      case 'active':
        break;
      case 'sell-disabled':
        await mined(as(LOCAL_ROLES.manager).registry.write.applyClosure([token]));
        break;
      case 'insufficient-liquidity':
        // The fund manager pays the announced bucket to the treasury: sold M2 are no longer covered while
        // selling stays open.
        await mined(as(fundManager).vault.write.withdrawFromBucket([token, treasury]));
        break;
      case 'delisted-with-refunds':
        // A refund at a lower price than the one in force, escrowed as the property is delisted
        // (docs/money-rules.md#refunds).
        await mined(
          as(LOCAL_ROLES.manager).registry.write.delistWithRefund([
            token,
            units(Math.round(property.pricePerM2 * 0.95)),
            false,
          ]),
        );
        break;
      case 'delisted-without-refunds':
        await mined(as(LOCAL_ROLES.manager).registry.write.applyClosure([token]));
        break;
    }
    if (property.state !== 'active') log(`${property.name}: ${property.state}`);
  }
  return seeded;
}

function jsonBody(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
