// server/lib/certificate.ts: the EIP-712 content the server signs. Version 2 covers the cost, version 1 does
// not; a signature of one version never verifies as the other, and each covers every signed figure.

import { verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_TYPES,
  CERTIFICATE_TYPES_V1,
  CERTIFICATE_VERSION,
  type CertificateContent,
  certificateDomain,
  certificateMessage,
  certificateMessageV1,
} from './certificate.ts';

const signer = privateKeyToAccount(`0x${'1'.repeat(64)}`);
const content: CertificateContent = {
  holder: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  propertyName: 'Canal House',
  m2: 12_500_000_000_000_000_000n,
  cost: 1_250_000_000n,
  txHash: `0x${'ab'.repeat(32)}`,
  logIndex: 3,
  blockNumber: 42n,
  issuedAt: new Date('2026-01-02T03:04:05.999Z'),
};

const signV2 = (c: CertificateContent) =>
  signer.signTypedData({
    domain: certificateDomain(31337),
    types: CERTIFICATE_TYPES,
    primaryType: 'Certificate',
    message: certificateMessage(c),
  });
const verifyV2 = (c: CertificateContent, signature: `0x${string}`) =>
  verifyTypedData({
    address: signer.address,
    domain: certificateDomain(31337),
    types: CERTIFICATE_TYPES,
    primaryType: 'Certificate',
    message: certificateMessage(c),
    signature,
  });

describe('certificate content', () => {
  it('test_messages_hold_integers_and_the_purchase_time_in_whole_seconds', () => {
    expect(certificateMessageV1(content)).toEqual({
      holder: content.holder,
      token: content.token,
      propertyName: 'Canal House',
      m2: content.m2,
      txHash: content.txHash,
      logIndex: 3n,
      blockNumber: 42n,
      issuedAt: BigInt(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000),
    });
    expect(certificateMessageV1(content)).not.toHaveProperty('cost');
    expect(certificateMessage(content)).toEqual({ ...certificateMessageV1(content), cost: 1_250_000_000n });
  });

  it('test_version_2_is_version_1_plus_the_cost_and_the_domain_names_the_version', () => {
    expect(CERTIFICATE_VERSION).toBe(2);
    const v1 = CERTIFICATE_TYPES_V1.Certificate.map((f) => f.name);
    const v2 = CERTIFICATE_TYPES.Certificate.map((f) => f.name);
    expect(v2.filter((name) => name !== 'cost')).toEqual(v1);
    expect(CERTIFICATE_TYPES.Certificate.find((f) => f.name === 'cost')?.type).toBe('uint256');
    expect(certificateDomain(56)).toEqual({ name: 'RealEstate Certificates', version: '2', chainId: 56 });
    expect(certificateDomain(56, 1).version).toBe('1');
  });

  it('test_a_signature_covers_every_figure_and_the_chain', async () => {
    const signature = await signV2(content);
    expect(await verifyV2(content, signature)).toBe(true);
    for (const altered of [
      { cost: content.cost + 1n },
      { m2: content.m2 - 1n },
      { propertyName: 'Canal House ' },
      { logIndex: 4 },
      { blockNumber: 43n },
      { issuedAt: new Date(content.issuedAt.getTime() + 1000) },
      { holder: content.token, token: content.holder },
    ]) {
      expect(
        await verifyV2({ ...content, ...altered }, signature),
        JSON.stringify(Object.keys(altered)),
      ).toBe(false);
    }
    // Within the same second: the same certificate.
    expect(await verifyV2({ ...content, issuedAt: new Date('2026-01-02T03:04:05.000Z') }, signature)).toBe(
      true,
    );
    const otherChain = await verifyTypedData({
      address: signer.address,
      domain: certificateDomain(56),
      types: CERTIFICATE_TYPES,
      primaryType: 'Certificate',
      message: certificateMessage(content),
      signature,
    });
    expect(otherChain).toBe(false);
  });

  it('test_a_version_1_signature_verifies_only_as_version_1', async () => {
    const v1 = await signer.signTypedData({
      domain: certificateDomain(31337, 1),
      types: CERTIFICATE_TYPES_V1,
      primaryType: 'Certificate',
      message: certificateMessageV1(content),
    });
    const asV1 = await verifyTypedData({
      address: signer.address,
      domain: certificateDomain(31337, 1),
      types: CERTIFICATE_TYPES_V1,
      primaryType: 'Certificate',
      message: certificateMessageV1({ ...content, cost: 999n }),
      signature: v1,
    });
    expect(asV1).toBe(true);
    expect(await verifyV2(content, v1)).toBe(false);
  });
});
