// A yearly statement's signed content (docs/portfolio.md#statement): the holder, the year, the totals, the USDT
// balance, the issue time and every per-property row (as one `properties` hash), signed by the certificates' key
// under the certificates' EIP-712 domain (server/plugins/app/certificates.ts). Like a certificate, an issued
// statement is kept with its signature and verified through a short link (its id and signature): verification
// recomputes the rows' hash from the kept figures, so a changed row fails.
import { isDeepStrictEqual } from 'node:util';
import { type Address, encodeAbiParameters, getAddress, keccak256 } from 'viem';

export const STATEMENT_TYPES = {
  Statement: [
    { name: 'holder', type: 'address' },
    { name: 'year', type: 'uint256' },
    { name: 'value', type: 'uint256' },
    { name: 'costBasis', type: 'uint256' },
    { name: 'unrealisedGain', type: 'int256' },
    { name: 'realisedGain', type: 'int256' },
    { name: 'income', type: 'uint256' },
    { name: 'refunds', type: 'uint256' },
    { name: 'invested', type: 'uint256' },
    { name: 'saleProceeds', type: 'uint256' },
    { name: 'usdtBalance', type: 'uint256' },
    { name: 'issuedAt', type: 'uint256' },
    { name: 'properties', type: 'bytes32' },
  ],
} as const;

/** One per-property row of a statement, in base units (M2: 18 decimals; amounts: USDT's). */
export type StatementRow = {
  token: Address;
  heldM2: bigint;
  value: bigint;
  costBasis: bigint;
  unrealisedGain: bigint;
  realisedGain: bigint;
  income: bigint;
  refunds: bigint;
};

/** Base units; `issuedAt` in Unix seconds. */
export type StatementContent = {
  holder: Address;
  year: number;
  value: bigint;
  costBasis: bigint;
  unrealisedGain: bigint;
  realisedGain: bigint;
  income: bigint;
  refunds: bigint;
  invested: bigint;
  saleProceeds: bigint;
  usdtBalance: bigint;
  issuedAt: bigint;
  properties: StatementRow[];
};

const ROWS_ABI = [
  {
    type: 'tuple[]',
    components: [
      { name: 'token', type: 'address' },
      { name: 'heldM2', type: 'uint256' },
      { name: 'value', type: 'uint256' },
      { name: 'costBasis', type: 'uint256' },
      { name: 'unrealisedGain', type: 'int256' },
      { name: 'realisedGain', type: 'int256' },
      { name: 'income', type: 'uint256' },
      { name: 'refunds', type: 'uint256' },
    ],
  },
] as const;

/** keccak256 of the ABI-encoded rows (`(address,uint256,uint256,uint256,int256,int256,uint256,uint256)[]`). */
export const statementPropertiesHash = (rows: readonly StatementRow[]) =>
  keccak256(encodeAbiParameters(ROWS_ABI, [rows.map((r) => ({ ...r }))]));

/** The EIP-712 message: the content with the rows replaced by their hash. */
export const statementMessage = ({ properties, ...s }: StatementContent) => ({
  ...s,
  year: BigInt(s.year),
  properties: statementPropertiesHash(properties),
});

/** A kept statement as stored and as the verification answers it: base units as decimal strings. */
export type StatementRecordRow = {
  token: string;
  property_name: string;
  property_name_ru: string | null;
  held_m2: string;
  value: string;
  cost_basis: string;
  unrealised_gain: string;
  realised_gain: string;
  income: string;
  refunds: string;
};
export type StatementFiguresRecord = {
  holder: string;
  year: number;
  value: string;
  cost_basis: string;
  unrealised_gain: string;
  realised_gain: string;
  income: string;
  refunds: string;
  invested: string;
  sale_proceeds: string;
  usdt_balance: string;
  issued_at: number;
  properties: StatementRecordRow[];
};

/** The content as kept (`names`: each row's property names, shown and not signed). */
export function statementRecord(
  s: StatementContent,
  names: readonly { name: string; nameRu: string | null }[],
): StatementFiguresRecord {
  return {
    holder: s.holder,
    year: s.year,
    value: s.value.toString(),
    cost_basis: s.costBasis.toString(),
    unrealised_gain: s.unrealisedGain.toString(),
    realised_gain: s.realisedGain.toString(),
    income: s.income.toString(),
    refunds: s.refunds.toString(),
    invested: s.invested.toString(),
    sale_proceeds: s.saleProceeds.toString(),
    usdt_balance: s.usdtBalance.toString(),
    issued_at: Number(s.issuedAt),
    properties: s.properties.map((r, i) => ({
      token: r.token,
      property_name: names[i]?.name ?? '',
      property_name_ru: names[i]?.nameRu ?? null,
      held_m2: r.heldM2.toString(),
      value: r.value.toString(),
      cost_basis: r.costBasis.toString(),
      unrealised_gain: r.unrealisedGain.toString(),
      realised_gain: r.realisedGain.toString(),
      income: r.income.toString(),
      refunds: r.refunds.toString(),
    })),
  };
}

/**
 * Whether two kept statements say the same: every figure, row and name alike, whatever their issue times
 * (docs/portfolio.md#statement: an unchanged statement is issued once).
 */
export function sameStatement(a: StatementFiguresRecord, b: StatementFiguresRecord): boolean {
  return isDeepStrictEqual({ ...a, issued_at: 0 }, { ...b, issued_at: 0 });
}

/** The signed content back from a kept record (what verification checks the signature against). */
export function statementContentOf(r: StatementFiguresRecord): StatementContent {
  return {
    holder: getAddress(r.holder),
    year: r.year,
    value: BigInt(r.value),
    costBasis: BigInt(r.cost_basis),
    unrealisedGain: BigInt(r.unrealised_gain),
    realisedGain: BigInt(r.realised_gain),
    income: BigInt(r.income),
    refunds: BigInt(r.refunds),
    invested: BigInt(r.invested),
    saleProceeds: BigInt(r.sale_proceeds),
    usdtBalance: BigInt(r.usdt_balance),
    issuedAt: BigInt(r.issued_at),
    properties: r.properties.map((p) => ({
      token: getAddress(p.token),
      heldM2: BigInt(p.held_m2),
      value: BigInt(p.value),
      costBasis: BigInt(p.cost_basis),
      unrealisedGain: BigInt(p.unrealised_gain),
      realisedGain: BigInt(p.realised_gain),
      income: BigInt(p.income),
      refunds: BigInt(p.refunds),
    })),
  };
}

/**
 * A statement's short verify link (its id and signature): the human page of the investor app
 * (docs/routes.md#statement-verification), which asks GET /api/portfolio/statements/verify/{id}/.
 */
export const statementVerifyUrl = (origin: string, id: number, signature: string) =>
  `${origin}/statements/verify/${id}/?signature=${signature}`;
