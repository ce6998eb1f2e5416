// The certificate routes (server/routes/api/certificates.ts, docs/product.md#certificates,
// docs/api.md#certificates): the holder's list (simple-rest parameters) and records, the SVG download (markup in a
// name escaped, nothing that can run), which states the holding at its block with its cost, in the holder's
// language (English, Russian with the Russian name), every line inside the frame, with a QR code that decodes to
// the printed verify link; verification checks the EIP-712 signature and the chain, says what the holding was at
// the block and whether it still stands now, and needs the certificate's own signature; version 1 certificates
// (signed before the cost) still verify.

import { JSDOM } from 'jsdom';
import jsQR from 'jsqr';
import type { Address, Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES_V1, certificateDomain, certificateMessageV1 } from '../../lib/certificate.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { address, INVESTOR_A, INVESTOR_B, M2, USDT } from '../helpers/chain.ts';
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

describe.each(routeEngines())('certificates on %s', (engine) => {
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

const MARKUP_NAME = `<script>alert(1)</script> & "Villa" <img src=x onerror=alert(2)>`;

// The certificate of a purchase of a property whose name is markup: records, download, verification, the list.
describe.each(routeEngines())('certificate records on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let b: string;
  let token: Address;
  let buyHash: Hash;
  let purchaseId: number;
  let certificateId: number;

  const get = (url: string, token_: string) => t.app.inject({ url, headers: t.bearer(token_) });
  const post = (url: string, token_: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: t.bearer(token_),
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    a = (await t.login(INVESTOR_A)).access;
    b = (await t.login(INVESTOR_B)).access;
    token = await chain().createProperty(MARKUP_NAME, 1000n, 100n * USDT, 86_400n);
    buyHash = (await chain().buy(INVESTOR_A, token, 10n * M2)).transactionHash;
    const created = await post('/api/purchases/create/', a, { tx_hash: buyHash });
    expect(created.statusCode).toBe(201);
    purchaseId = created.json().id;
    certificateId = created.json().certificate_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('test_list_requires_authentication', async () => {
    const response = await t.app.inject({ url: '/api/certificates/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'User not authenticated' });
  });

  it('test_certificate_detail_download_and_escaping', async () => {
    const list = (await get('/api/certificates/', a)).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([certificateId]);
    const detail = (await get(`/api/certificates/${certificateId}/`, a)).json();
    expect(detail).toMatchObject({
      purchase_id: purchaseId,
      property_name: MARKUP_NAME,
      holder: address(INVESTOR_A),
      tx_hash: buyHash,
    });
    expect(detail.signature).toMatch(/^0x[0-9a-f]{130}$/);

    const download = await get(`/api/certificates/${certificateId}/download/`, a);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="certificate_${certificateId}.svg"`,
    );
    const svg = download.body;
    // Parsed as the browser would: the name is text, and nothing in the document can run.
    const doc = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const elements = [...doc.getElementsByTagName('*')];
    expect(new Set(elements.map((e) => e.tagName))).toEqual(
      new Set(['svg', 'style', 'rect', 'text', 'path']),
    );
    for (const element of elements) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on|href$|^src$/i);
    }
    // (in the statement, which wraps at spaces)
    expect(elements.map((e) => e.textContent).join(' ')).toContain(MARKUP_NAME);
    expect(svg).toContain(detail.signature.slice(0, 66));
    // It states a holding at a block, and prints the verify link exactly (no upper-casing), wrapped in the frame.
    expect(elements.map((e) => e.textContent)).toContain(
      `Certificate of holding at block ${detail.block_number}`,
    );
    const printed = elements.filter((e) => e.getAttribute('class') === 'link').map((e) => e.textContent);
    // Absolute (this request's origin without PUBLIC_URL), so that it works as printed.
    expect(printed.join('')).toBe(`http://localhost:80${detail.verify_url}`);
    expect(printed.every((part) => (part ?? '').length <= 120)).toBe(true);
    expect(svg).not.toMatch(/\.link\s*\{[^}]*text-transform/);

    const foreignDetail = await get(`/api/certificates/${certificateId}/`, b);
    expect(foreignDetail.statusCode).toBe(404);
    expect(foreignDetail.json()).toEqual({ detail: 'Certificate does not exist or does not belong to user' });
    const foreignDownload = await get(`/api/certificates/${certificateId}/download/`, b);
    expect(foreignDownload.statusCode).toBe(404);
    expect(foreignDownload.json()).toEqual({
      detail: 'File not found on disk or certificate does not exist',
    });
  });

  it('test_certificate_verification_checks_signature_and_chain', async () => {
    const { signature } = (await get(`/api/certificates/${certificateId}/`, a)).json();
    const ok = await t.app.inject({
      url: `/api/certificates/verify/${certificateId}/`,
      query: { signature },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, checks: { signature: true, chain: true } });
    // The record altered in the database no longer matches what the server signed.
    await t.app.db.query('update certificates set property_name = $2 where id = $1', [
      certificateId,
      'Forged',
    ]);
    try {
      const forged = await t.app.inject({
        url: `/api/certificates/verify/${certificateId}/`,
        query: { signature },
      });
      expect(forged.json()).toMatchObject({ valid: false, checks: { signature: false, chain: true } });
    } finally {
      await t.app.db.query('update certificates set property_name = $2 where id = $1', [
        certificateId,
        MARKUP_NAME,
      ]);
    }
  });

  it('test_certificate_verification_needs_the_certificates_own_signature', async () => {
    const { signature, verify_url } = (await get(`/api/certificates/${certificateId}/`, a)).json();
    // The printed link is the human page (docs/routes.md#certificate-verification), which asks this API.
    expect(verify_url).toBe(`/certificates/verify/${certificateId}/?signature=${signature}`);
    expect((await t.app.inject({ url: `/api${verify_url}` })).json().valid).toBe(true);
    // Sequential ids alone reveal nothing: no signature is a 400, any other signature the same 404 as no id.
    const bare = await t.app.inject({ url: `/api/certificates/verify/${certificateId}/` });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json())).toEqual(['signature']);
    const tampered = `${signature.slice(0, 10)}${signature.slice(10, 12) === '00' ? '11' : '00'}${signature.slice(12)}`;
    for (const [id, given] of [
      [certificateId, tampered],
      [certificateId, `0x${'00'.repeat(65)}`],
      [999999, signature],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/certificates/verify/${id}/`,
        query: { signature: given },
      });
      expect(response.statusCode, `${id} ${given}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Certificate does not exist' });
    }
    const upper = await t.app.inject({
      url: `/api/certificates/verify/${certificateId}/`,
      query: { signature: `0x${signature.slice(2).toUpperCase()}` },
    });
    expect(upper.json().valid).toBe(true);
  });

  it('test_certificates_list_takes_simple_rest_parameters', async () => {
    const second = (await chain().buy(INVESTOR_A, token, 2n * M2)).transactionHash;
    expect((await post('/api/purchases/create/', a, { tx_hash: second })).statusCode).toBe(201);
    const list = (query: Record<string, string>, token_ = a) =>
      t.app.inject({ url: '/api/certificates/', headers: t.bearer(token_), query });

    const all = await list({});
    expect(all.headers['content-range']).toBeUndefined();
    const ids = all.json().map((c: { id: number }) => c.id);
    expect(ids).toHaveLength(2);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const page = await list({ range: '[0,0]', sort: '["id","ASC"]' });
    expect(page.headers['content-range']).toBe('certificates 0-0/2');
    expect(page.json().map((c: { id: number }) => c.id)).toEqual([certificateId]);
    const filtered = await list({ filter: JSON.stringify({ tx_hash: second }) });
    expect(filtered.json()).toEqual([
      expect.objectContaining({ tx_hash: second, holder: address(INVESTOR_A) }),
    ]);
    const bad = await list({ sort: '["signature","ASC"]' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['sort']);
    // Another wallet's certificates never show, whatever the filter asks.
    expect((await list({ filter: JSON.stringify({ id: certificateId }) }, b)).json()).toEqual([]);
  });
});
