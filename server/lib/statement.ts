// A yearly statement's signed content (docs/portfolio.md#statement): the holder, the year and the totals,
// signed by the certificates' key under the certificates' EIP-712 domain (server/plugins/app/certificates.ts),
// so a statement is verified the way a certificate is: its link carries the figures and the signature.
import type { Address } from 'viem';

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
  ],
} as const;

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
};

export const statementMessage = (s: StatementContent) => ({ ...s, year: BigInt(s.year) });

/** The query of the public verification link (GET /api/portfolio/statements/verify/). */
export function statementQuery(s: StatementContent, signature: string): string {
  const fields: Record<string, string> = {
    holder: s.holder,
    year: String(s.year),
    value: s.value.toString(),
    cost_basis: s.costBasis.toString(),
    unrealised_gain: s.unrealisedGain.toString(),
    realised_gain: s.realisedGain.toString(),
    income: s.income.toString(),
    refunds: s.refunds.toString(),
    invested: s.invested.toString(),
    sale_proceeds: s.saleProceeds.toString(),
    usdt_balance: s.usdtBalance.toString(),
    issued_at: s.issuedAt.toString(),
    signature,
  };
  return new URLSearchParams(fields).toString();
}
