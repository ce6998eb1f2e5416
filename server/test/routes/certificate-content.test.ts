// Certificates (docs/product.md#certificates, docs/api.md#certificates): the SVG states the holding at its
// block with its cost, in the holder's language (English, Russian with the Russian name), every line inside the
// frame, with a QR code that decodes to the printed verify link; verification says what the holding was at the
// block and whether it still stands now; version 1 certificates (signed before the cost) still verify.

import { JSDOM } from 'jsdom';
import jsQR from 'jsqr';
import type { Address, Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES_V1, certificateDomain, certificateMessageV1 } from '../../lib/certificate.ts';
import { createTestApp, engines, type TestApp } from '../helpers/app.ts';
import { address, INVESTOR_A, M2, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

/** The frame's inner edge: no text may run past it. */
const FRAME_RIGHT = 980;

const parse = (svg: string) => new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');

/** Every text's right end (its textLength when squeezed, else a generous 0.62 em a character) is in the frame. */
function overflowingTexts(doc: Document): string[] {
  return [...doc.getElementsByTagName('text')]
    .filter((e) => {
      const x = Number(e.getAttribute('x'));
      const size = Number(e.getAttribute('font-size'));
      const squeezed = e.getAttribute('textLength');
      const width = squeezed ? Number(squeezed) : [...(e.textContent ?? '')].length * size * 0.62;
      return !(size > 0) || x + width > FRAME_RIGHT - 20;
    })
    .map((e) => e.textContent ?? '');
}

/** Decodes the QR path (unit squares `M{x} {y}h1v1h-1z`, quiet zone included) as a scanner would see it. */
function decodeQr(doc: Document): string | null {
  const [path] = [...doc.getElementsByTagName('path')].filter((e) => e.getAttribute('class') === 'qr');
  if (!path) return null;
  const squares = [...(path.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const modules = Math.max(...squares.flat()) + 1 + 4;
  const scale = 6;
  const side = modules * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x = 0, y = 0] of squares) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((y * scale + dy) * side + x * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

const statementOf = (doc: Document) =>
  [...doc.getElementsByTagName('text')]
    .filter((e) => e.getAttribute('class') === 'value statement')
    .map((e) => e.textContent)
    .join(' ');

const linkOf = (doc: Document) =>
  [...doc.getElementsByTagName('text')]
    .filter((e) => e.getAttribute('class') === 'link')
    .map((e) => e.textContent)
    .join('');

describe.each(engines())('certificates on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let token: Address;
  let buyHash: Hash;
  let certificate: {
    id: number;
    signature: string;
    block_number: number;
    verify_url: string;
    cost: string;
    property_name_ru: string | null;
  };

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    a = (await t.login(INVESTOR_A)).access;
    token = await chain().createProperty('Canal House', 1000n, 100n * USDT, 86_400n);
    await t.app.db.query(
      `insert into properties (name, description, name_ru, contract_address, apy_percent)
       values ('Canal House', 'By the canal', 'Дом у канала', $1, 5)`,
      [token.toLowerCase()],
    );
    // 12.5 M2 at 100 USDT: 1,250 USDT.
    buyHash = (await chain().buy(INVESTOR_A, token, 125n * (M2 / 10n))).transactionHash;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/purchases/create/',
      headers: t.bearer(a),
      payload: { tx_hash: buyHash },
    });
    const id = created.json().certificate_id;
    certificate = (await t.app.inject({ url: `/api/certificates/${id}/`, headers: t.bearer(a) })).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/certificates/${certificate.id}/download/`,
      query,
      headers: { ...t.bearer(a), ...headers },
    });
  const verify = () =>
    t.app.inject({
      url: `/api/certificates/verify/${certificate.id}/`,
      query: { signature: certificate.signature },
    });

  it('test_certificate_record_carries_cost_and_russian_name', () => {
    expect(certificate.cost).toBe((1250n * USDT).toString());
    expect(certificate.property_name_ru).toBe('Дом у канала');
  });

  it('test_svg_states_the_holding_in_english_inside_the_frame_with_a_qr_of_the_link', async () => {
    const response = await download({ lang: 'en' }, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(response.statusCode).toBe(200);
    const svg = response.body;
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(new Set([...doc.getElementsByTagName('*')].map((e) => e.tagName))).toEqual(
      new Set(['svg', 'style', 'rect', 'text', 'path']),
    );
    const texts = [...doc.getElementsByTagName('text')].map((e) => e.textContent);
    expect(texts).toContain(`Certificate of holding at block ${certificate.block_number}`);
    expect(statementOf(doc)).toBe(
      `${address(INVESTOR_A)} holds 12.5 M2 of Canal House at block ${certificate.block_number}, ` +
        `bought for 1,250 USDT in transaction ${buyHash}.`,
    );
    expect(overflowingTexts(doc)).toEqual([]);
    expect(svg).not.toMatch(/text-transform/);
    // The printed link is absolute (this request's origin without PUBLIC_URL), works as printed, and the QR
    // code carries exactly it.
    const link = linkOf(doc);
    expect(link).toBe(`http://localhost:80${certificate.verify_url}`);
    expect(decodeQr(doc)).toBe(link);
  });

  it('test_svg_in_russian_from_accept_language_with_the_russian_name', async () => {
    const response = await download({}, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    const doc = parse(response.body);
    expect(doc.documentElement.getAttribute('lang')).toBe('ru');
    const texts = [...doc.getElementsByTagName('text')].map((e) => e.textContent);
    expect(texts).toContain(`Сертификат владения на блоке ${certificate.block_number}`);
    expect(statementOf(doc)).toBe(
      `${address(INVESTOR_A)} владеет 12,5 М2 объекта «Дом у канала» на блоке ${certificate.block_number}, ` +
        `куплено за 1\u00a0250 USDT в транзакции ${buyHash}.`,
    );
    expect(overflowingTexts(doc)).toEqual([]);
    expect(decodeQr(doc)).toBe(linkOf(doc));
    const english = parse((await download({})).body);
    expect(english.documentElement.getAttribute('lang')).toBe('en');
    const unknown = await download({ lang: 'de' });
    expect(unknown.statusCode).toBe(400);
  });

  it('test_long_names_stay_inside_the_frame', async () => {
    const long = `${'Very long property name '.repeat(8)}end`;
    await t.app.db.query('update properties set name_ru = $2 where contract_address = $1', [
      token.toLowerCase(),
      long,
    ]);
    try {
      const doc = parse((await download({ lang: 'ru' })).body);
      expect(statementOf(doc)).toContain(long);
      expect(overflowingTexts(doc)).toEqual([]);
    } finally {
      await t.app.db.query('update properties set name_ru = $2 where contract_address = $1', [
        token.toLowerCase(),
        'Дом у канала',
      ]);
    }
  });

  it('test_verification_states_the_holding_and_no_longer_stands_after_a_partial_sale', async () => {
    const before = await verify();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      valid: true,
      version: 2,
      checks: { signature: true, chain: true },
      holding: {
        m2_at_block: (125n * (M2 / 10n)).toString(),
        m2_now: (125n * (M2 / 10n)).toString(),
        still_stands: true,
      },
      certificate: { cost: (1250n * USDT).toString(), property_name_ru: 'Дом у канала' },
    });
    await chain().increaseTime(86_401);
    await chain().sell(INVESTOR_A, token, 5n * M2);
    const after = (await verify()).json();
    // Still a genuine record of the purchase at its block, but the holding no longer stands in full.
    expect(after).toMatchObject({
      valid: true,
      holding: {
        m2_at_block: (125n * (M2 / 10n)).toString(),
        m2_now: (75n * (M2 / 10n)).toString(),
        still_stands: false,
      },
    });
  });

  it('test_a_cost_altered_in_the_database_fails_the_signature', async () => {
    const [row] = await t.app.db.query<{ purchase_id: number }>(
      'select purchase_id from certificates where id = $1',
      [certificate.id],
    );
    const purchase_id = row?.purchase_id;
    await t.app.db.query('update purchases set cost = cost + 1 where id = $1', [purchase_id]);
    try {
      expect((await verify()).json()).toMatchObject({
        valid: false,
        version: null,
        checks: { signature: false, chain: false },
      });
    } finally {
      await t.app.db.query('update purchases set cost = cost - 1 where id = $1', [purchase_id]);
    }
  });

  it('test_version_1_certificates_without_the_cost_still_verify', async () => {
    const [row] = await t.app.db.query<{
      signature: string;
      issued_at: Date;
      block_number: string;
      log_index: number;
    }>(
      `select c.signature, c.issued_at, pu.block_number, pu.log_index
       from certificates c join purchases pu on pu.id = c.purchase_id where c.id = $1`,
      [certificate.id],
    );
    if (!row) throw new Error('no certificate row');
    const signer = privateKeyToAccount(t.config.certificateSignerKey);
    const v1 = await signer.signTypedData({
      domain: certificateDomain(t.config.chainId, 1),
      types: CERTIFICATE_TYPES_V1,
      primaryType: 'Certificate',
      message: certificateMessageV1({
        holder: address(INVESTOR_A),
        token,
        propertyName: 'Canal House',
        m2: 125n * (M2 / 10n),
        cost: 0n,
        txHash: buyHash,
        logIndex: row.log_index,
        blockNumber: BigInt(row.block_number),
        issuedAt: row.issued_at,
      }),
    });
    await t.app.db.query('update certificates set signature = $2 where id = $1', [certificate.id, v1]);
    try {
      const response = await t.app.inject({
        url: `/api/certificates/verify/${certificate.id}/`,
        query: { signature: v1 },
      });
      expect(response.json()).toMatchObject({
        valid: true,
        version: 1,
        checks: { signature: true, chain: true },
      });
    } finally {
      await t.app.db.query('update certificates set signature = $2 where id = $1', [
        certificate.id,
        row.signature,
      ]);
    }
  });
});
