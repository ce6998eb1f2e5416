// `npm run bench:gas`: gas of whole transactions (receipts' gasUsed, 21,000 base and calldata included)
// on a real anvil with the system deployed. Prints the figures next to the targets; asserts nothing.
// The investor approves a large allowance once, so every buy also pays to update the allowance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  maxUint256,
  parseUnits,
  zeroAddress,
} from 'viem';
import { maxUnlockTimeFor, tradeDeadline } from '#core/tradeBounds.ts';
import { anvilAccount, LOCAL_ROLES, localChain, startAnvil } from '../scripts/lib/anvil.ts';
import { deploySystem } from '../scripts/lib/deploy.ts';
import { registryEvents, systemContracts } from '../server/lib/contracts.ts';

const anvil = await startAnvil();
const dir = mkdtempSync(join(tmpdir(), 'bench-gas-'));
try {
  const deployment = await deploySystem({ rpcUrl: anvil.rpcUrl, outFile: join(dir, 'deployment.json') });
  const transport = http(anvil.rpcUrl);
  const chain = localChain(anvil.rpcUrl);
  const client = createPublicClient({ transport, pollingInterval: 20 });
  const testClient = createTestClient({ mode: 'anvil', transport });
  /** The contracts as anvil account `index` sends to them. */
  const as = (index: number) =>
    systemContracts(
      { public: client, wallet: createWalletClient({ account: anvilAccount(index), chain, transport }) },
      deployment,
    );
  const gasOf = async (sent: Promise<Hash>) =>
    (await client.waitForTransactionReceipt({ hash: await sent })).gasUsed;

  const manager = as(LOCAL_ROLES.manager);
  const fundManager = as(LOCAL_ROLES.fundManager);
  const fundManagerAddress = anvilAccount(LOCAL_ROLES.fundManager).address;
  const [first, second, third] = LOCAL_ROLES.investors.map(as);
  if (!first || !second || !third) throw new Error('three investor accounts expected');
  type Investor = typeof first;
  const lockSeconds = 30n * 86_400n;
  const usdt = (amount: string) => parseUnits(amount, 18);
  const m2 = (amount: string) => parseUnits(amount, 18);

  const createProperty = async (name: string) => {
    const hash = await manager.registry.write.createProperty([name, 1_000n, usdt('2500'), lockSeconds]);
    const receipt = await client.waitForTransactionReceipt({ hash });
    const [created] = registryEvents(receipt.logs, 'PropertyCreated');
    if (!created) throw new Error('PropertyCreated not emitted');
    return { token: created.args.token, gas: receipt.gasUsed };
  };
  const approve = async (owner: Investor, amount: bigint) =>
    gasOf(owner.usdt.write.approve([deployment.VaultTrader, amount]));
  // The buyer passes the quoted cost as `maxCost` and the unlock-time and deadline bounds the web app
  // passes (src/core/tradeBounds.ts: real timestamps, so the calldata costs what it costs in the app).
  const now = async () => (await client.getBlock()).timestamp;
  // As the web app buys (src/pages/property/BuyForm.tsx, docs/flows.md#buying): the allowance is set to exactly the
  // quoted cost first and the buy spends it to zero (clearing the stablecoin's allowance slot is refunded in part).
  // `standing` buys with an allowance left from earlier instead (another app's, say): no refund.
  const buy = async (investor: Investor, token: Address, amount: bigint, standing = false) => {
    const maxCost = await investor.vault.read.quoteBuy([token, amount]);
    await approve(investor, standing ? maxCost * 2n : maxCost);
    const at = await now();
    return gasOf(
      investor.vault.write.buy([
        token,
        amount,
        maxCost,
        maxUnlockTimeFor(at, lockSeconds, 0n),
        tradeDeadline(at),
      ]),
    );
  };
  const sell = async (investor: Investor, token: Address, amount: bigint) =>
    gasOf(investor.vault.write.sell([token, amount, 0n, tradeDeadline(await now())]));

  const rows: [string, bigint, number | undefined][] = [];
  const riverside = await createProperty('Riverside Apartments, Unit 12');
  const harbour = await createProperty('Harbour View Lofts');
  rows.push(['createProperty', riverside.gas, 400_000]);
  rows.push(['createProperty (second property)', harbour.gas, 400_000]);
  rows.push([
    'buy: the first stablecoin the vault ever receives (*)',
    await buy(third, harbour.token, m2('1')),
    undefined,
  ]);
  rows.push(['buy, first-time buyer', await buy(first, riverside.token, m2('3')), 100_000]);
  rows.push(['buy, repeat buyer (lock running)', await buy(first, riverside.token, m2('2.5')), 100_000]);
  rows.push([
    'buy, first-time buyer (second investor)',
    await buy(second, riverside.token, m2('7')),
    100_000,
  ]);
  await testClient.increaseTime({ seconds: Number(lockSeconds) + 1 });
  await testClient.mine({ blocks: 1 });
  rows.push([
    'buy, repeat buyer (earlier lock expired)',
    await buy(second, riverside.token, m2('1')),
    100_000,
  ]);
  const transfer = (from: Investor, to: Address, amount: bigint) =>
    gasOf(from.token(riverside.token).write.transfer([to, amount]));
  const thirdAddress = anvilAccount(LOCAL_ROLES.investors[2] ?? 5).address;
  rows.push(['transfer of unlocked M2 (ERC-20)', await transfer(second, thirdAddress, m2('0.5')), undefined]);
  rows.push(['sell, paid from the property bucket', await sell(first, riverside.token, m2('2')), 90_000]);
  rows.push(['sell, the rest of the unlocked M2', await sell(first, riverside.token, m2('3.5')), 90_000]);
  await gasOf(fundManager.usdt.write.approve([deployment.VaultTrader, maxUint256]));
  await testClient.setBalance({ address: fundManagerAddress, value: parseUnits('10000', 18) });
  await gasOf(as(LOCAL_ROLES.admin).usdt.write.mint([fundManagerAddress, usdt('200000')]));
  rows.push([
    'manualDeposit (general bucket)',
    await gasOf(fundManager.vault.write.manualDeposit([zeroAddress, usdt('50000')])),
    undefined,
  ]);
  // Beyond the free share a withdrawal is announced and paid to the treasury once its notice ran out; a closure
  // (here a delisting without refund) is announced and applied the same way (docs/money-rules.md).
  const closing = await createProperty('Closing Court');
  const { bucketBalance } = await manager.lens.read.getPropertyView([riverside.token]);
  rows.push([
    'announceWithdrawal (property bucket)',
    await gasOf(fundManager.vault.write.announceWithdrawal([riverside.token, bucketBalance])),
    undefined,
  ]);
  rows.push([
    'delistProperty without refund (announced, buys stop)',
    await gasOf(manager.registry.write.delistProperty([closing.token, false])),
    undefined,
  ]);
  const notice = await manager.vault.read.WITHDRAW_NOTICE();
  await testClient.increaseTime({ seconds: Number(notice) + 1 });
  await testClient.mine({ blocks: 1 });
  rows.push([
    'withdrawFromBucket (announced: the whole property bucket, to the treasury)',
    await gasOf(
      fundManager.vault.write.withdrawFromBucket([riverside.token, await manager.vault.read.treasury()]),
    ),
    undefined,
  ]);
  rows.push([
    'applyClosure (delisting without refund)',
    await gasOf(manager.registry.write.applyClosure([closing.token])),
    undefined,
  ]);
  rows.push(['sell, paid from the general bucket', await sell(second, riverside.token, m2('4')), 90_000]);
  // Rental income: the fund manager distributes (O(1) whatever the number of holders: one accumulator in one
  // slot that initialize wrote, so no distribution starts a storage slot); holders claim it or reinvest it.
  const period = async () => {
    const at = await now();
    return [at - 7n * 86_400n, at] as const;
  };
  const distribute = async (token: Address, amount: string) =>
    gasOf(fundManager.vault.write.distributeIncome([token, usdt(amount), ...(await period())]));
  await buy(third, riverside.token, m2('1'));
  rows.push(['distributeIncome (first of the property)', await distribute(riverside.token, '5000'), 80_000]);
  rows.push(['distributeIncome (second)', await distribute(riverside.token, '5000'), 80_000]);
  rows.push(['distributeIncome (third)', await distribute(riverside.token, '5000'), 80_000]);
  // What income adds to a balance change: the same repeat buy and the same transfer between two holders, on a
  // property that has paid income and on one that never has. The difference is the arithmetic that keeps the
  // income earned so far with its owner (nothing else is written: the income lives in the account's own slot, the
  // accumulator in the trade slot every balance change reads). A buy also reads the price from a slot of its own
  // (2,100 gas, a cold slot), moved out of the trade slot to make room for the accumulator.
  {
    const quiet = await createProperty('Quiet Court (no income yet)');
    for (const token of [riverside.token, quiet.token]) {
      await buy(second, token, m2('2'));
      await buy(third, token, m2('2'));
    }
    await testClient.increaseTime({ seconds: Number(lockSeconds) + 1 });
    await testClient.mine({ blocks: 1 });
    await distribute(riverside.token, '5000');
    const buyWith = await buy(second, riverside.token, m2('1'));
    const buyWithout = await buy(second, quiet.token, m2('1'));
    const transferWith = await transfer(
      third,
      anvilAccount(LOCAL_ROLES.investors[1] ?? 4).address,
      m2('0.5'),
    );
    const transferWithout = await gasOf(
      third
        .token(quiet.token)
        .write.transfer([anvilAccount(LOCAL_ROLES.investors[1] ?? 4).address, m2('0.5')]),
    );
    rows.push(['buy, repeat holder, after a distribution', buyWith, 100_000]);
    rows.push(['buy, repeat holder, property without income', buyWithout, 100_000]);
    rows.push([
      "income's part of a buy (price slot 2,100 + difference)",
      2_100n + buyWith - buyWithout,
      5_000,
    ]);
    rows.push(['transfer between holders, after a distribution', transferWith, undefined]);
    rows.push(['transfer between holders, property without income', transferWithout, undefined]);
    rows.push(["income's part of a transfer (difference)", transferWith - transferWithout, 5_000]);
  }
  rows.push([
    'claimIncome, one property',
    await gasOf(second.vault.write.claimIncome([[riverside.token]])),
    70_000,
  ]);
  await distribute(harbour.token, '5000');
  await distribute(riverside.token, '5000');
  rows.push([
    'claimIncome, two properties (one transfer)',
    await gasOf(third.vault.write.claimIncome([[riverside.token, harbour.token]])),
    undefined,
  ]);
  await distribute(harbour.token, '50000');
  {
    const at = await now();
    const maxCost = await third.vault.read.quoteBuy([harbour.token, m2('0.01')]);
    rows.push([
      'reinvestIncome (0.01 M2 bought with income)',
      await gasOf(
        third.vault.write.reinvestIncome([
          harbour.token,
          m2('0.01'),
          maxCost,
          maxUnlockTimeFor(at, lockSeconds, 0n),
          tradeDeadline(at),
        ]),
      ),
      undefined,
    ]);
  }
  // Delisting with a refund escrows it; a holder claims it (the whole holding, here still locked).
  await gasOf(manager.registry.write.delistProperty([harbour.token, true]));
  rows.push([
    'refund claim (all M2 retired)',
    await gasOf(third.vault.write.claimRefund([harbour.token])),
    80_000,
  ]);

  // The identity requirement (docs/compliance.md#gas): the same first purchase and the same first transfer on a
  // property with the requirement on (every property above has it on, the default) and on one with it off; the
  // difference is the check (one call to the IdentityRegistry, one cold slot per account read).
  {
    const guarded = await createProperty('Compliance Court (requirement on)');
    const open = await createProperty('Open Court (requirement off)');
    await gasOf(manager.registry.write.setIdentityRequired([open.token, false]));
    const buyOn = await buy(first, guarded.token, m2('2'));
    const buyOff = await buy(first, open.token, m2('2'));
    await testClient.increaseTime({ seconds: Number(lockSeconds) + 1 });
    await testClient.mine({ blocks: 1 });
    const receiver = anvilAccount(LOCAL_ROLES.investors[3] ?? 6).address;
    const transferOn = await gasOf(first.token(guarded.token).write.transfer([receiver, m2('1')]));
    const transferOff = await gasOf(first.token(open.token).write.transfer([receiver, m2('1')]));
    rows.push(['buy, first-time buyer, requirement on', buyOn, 100_000]);
    rows.push(['buy, first-time buyer, requirement off', buyOff, 100_000]);
    const standingOn = await buy(third, guarded.token, m2('2'), true);
    rows.push(['buy, first-time buyer, requirement on, standing allowance', standingOn, undefined]);
    rows.push(['identity check of a buy (on - off)', buyOn - buyOff, 5_000]);
    rows.push(['transfer to a first-time holder, requirement on', transferOn, undefined]);
    rows.push(['transfer to a first-time holder, requirement off', transferOff, undefined]);
    rows.push(['identity check of a transfer (on - off)', transferOn - transferOff, 5_000]);
  }

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`Gas per whole transaction (anvil, receipts' gasUsed)\n`);
  console.log(`${'operation'.padEnd(width)}  ${'gas'.padStart(9)}  ${'target'.padStart(9)}  within`);
  for (const [name, gas, target] of rows) {
    const limit = target === undefined ? '' : `≤ ${target.toLocaleString('en-US')}`;
    const within = target === undefined ? '' : gas <= BigInt(target) ? 'yes' : 'NO';
    console.log(
      `${name.padEnd(width)}  ${gas.toLocaleString('en-US').padStart(9)}  ${limit.padStart(9)}  ${within}`,
    );
  }
  console.log(
    `\n(*) Once per deployment: the stablecoin creates the vault's balance slot (a 0 -> non-zero write\n` +
      `    inside the stablecoin contract, 20,000 gas); every later buy finds it non-zero.`,
  );
} finally {
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
