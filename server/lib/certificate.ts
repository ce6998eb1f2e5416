// Certificate content: the EIP-712 message the server signs (docs/product.md#certificates). Version 2 covers
// the purchase cost; version 1 (certificates issued before the cost was added) does not, and still verifies as
// what it signed (docs/api.md#certificates).
import type { Address, Hex } from 'viem';

/** Version 1: the figures signed before the cost was part of a certificate. */
export const CERTIFICATE_TYPES_V1 = {
  Certificate: [
    { name: 'holder', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'propertyName', type: 'string' },
    { name: 'm2', type: 'uint256' },
    { name: 'txHash', type: 'bytes32' },
    { name: 'logIndex', type: 'uint256' },
    { name: 'blockNumber', type: 'uint256' },
    { name: 'issuedAt', type: 'uint256' },
  ],
} as const;

/** Version 2 (what the server signs now): version 1 plus the cost paid, in USDT base units. */
export const CERTIFICATE_TYPES = {
  Certificate: [
    { name: 'holder', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'propertyName', type: 'string' },
    { name: 'm2', type: 'uint256' },
    { name: 'cost', type: 'uint256' },
    { name: 'txHash', type: 'bytes32' },
    { name: 'logIndex', type: 'uint256' },
    { name: 'blockNumber', type: 'uint256' },
    { name: 'issuedAt', type: 'uint256' },
  ],
} as const;

export const CERTIFICATE_VERSION = 2;
export type CertificateVersion = 1 | 2;

export const certificateDomain = (chainId: number, version: CertificateVersion = CERTIFICATE_VERSION) =>
  ({ name: 'RealEstate Certificates', version: String(version), chainId }) as const;

export type CertificateContent = {
  holder: Address;
  token: Address;
  propertyName: string;
  m2: bigint;
  /** USDT base units paid for the M2 (the Bought event's cost). */
  cost: bigint;
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  /** The purchase's block time: the same purchase always yields the same certificate. */
  issuedAt: Date;
};

/** Version 1's message: the content without the cost. */
export const certificateMessageV1 = (c: CertificateContent) => ({
  holder: c.holder,
  token: c.token,
  propertyName: c.propertyName,
  m2: c.m2,
  txHash: c.txHash,
  logIndex: BigInt(c.logIndex),
  blockNumber: c.blockNumber,
  issuedAt: BigInt(Math.floor(c.issuedAt.getTime() / 1000)),
});

export const certificateMessage = (c: CertificateContent) => ({ ...certificateMessageV1(c), cost: c.cost });
