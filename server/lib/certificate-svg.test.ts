// server/lib/certificate-svg.ts: the SVG is well-formed whatever the text (markup escaped, characters XML
// forbids dropped), holds only inert elements, keeps every line inside the frame (squeezed or wrapped), and
// prints the verify link whole.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type CertificateDocument, LINK_CHARS, renderCertificateSvg, TEXT_RIGHT } from './certificate-svg.ts';

const base: CertificateDocument = {
  id: 7,
  holder: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  propertyName: 'Canal House',
  shownPropertyName: 'Canal House',
  m2: 12_500_000_000_000_000_000n,
  cost: 1_250_000_000n,
  usdtDecimals: 6,
  txHash: `0x${'ab'.repeat(32)}`,
  logIndex: 3,
  blockNumber: 42n,
  issuedAt: new Date('2026-01-02T03:04:05Z'),
  signer: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A',
  signature: `0x${'cd'.repeat(65)}`,
  verifyUrl: 'https://example.com/certificates/verify/7/?signature=0xcd',
  language: 'en',
};

const parse = (svg: string) => new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
const texts = (doc: Document, cls?: string) =>
  [...doc.getElementsByTagName('text')]
    .filter((e) => cls === undefined || e.getAttribute('class') === cls)
    .map((e) => e.textContent ?? '');

describe('certificate SVG', () => {
  it('test_renderCertificateSvg_states_the_holding_with_its_figures', () => {
    const doc = parse(renderCertificateSvg(base));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.documentElement.getAttribute('aria-label')).toBe('Certificate of holding 7');
    expect(texts(doc)).toContain('Certificate of holding at block 42');
    expect(texts(doc, 'value statement').join(' ')).toBe(
      `${base.holder} holds 12.5 M2 of Canal House at block 42, bought for 1,250 USDT in transaction ${base.txHash}.`,
    );
    expect(texts(doc)).toContain('2026-01-02 03:04 UTC');
    expect(texts(doc)).toContain(`${base.txHash} (log 3)`);
    // The 65-byte signature on two lines: 32 bytes after 0x, then the rest.
    expect(texts(doc, 'mono')).toEqual([
      `Signed by ${base.signer} (EIP-712)`,
      base.signature.slice(0, 66),
      base.signature.slice(66),
    ]);
  });

  it('test_renderCertificateSvg_speaks_russian_with_the_shown_name', () => {
    const doc = parse(renderCertificateSvg({ ...base, language: 'ru', shownPropertyName: 'Дом у канала' }));
    expect(doc.documentElement.getAttribute('lang')).toBe('ru');
    expect(texts(doc)).toContain('Сертификат владения на блоке 42');
    expect(texts(doc, 'value statement').join(' ')).toContain('владеет 12,5 М2 объекта «Дом у канала»');
    expect(texts(doc, 'value statement').join(' ')).toContain('куплено за 1\u00a0250 USDT');
  });

  it('test_renderCertificateSvg_escapes_markup_and_drops_characters_xml_forbids', () => {
    const name = `<script>alert(1)</script> & "Villa" 'x' <img src=x onerror=alert(2)>\u0000\u0008\uFFFE`;
    const svg = renderCertificateSvg({ ...base, shownPropertyName: name });
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(new Set([...doc.getElementsByTagName('*')].map((e) => e.tagName))).toEqual(
      new Set(['svg', 'style', 'rect', 'text', 'path']),
    );
    expect(texts(doc, 'value statement').join(' ')).toContain(
      `<script>alert(1)</script> & "Villa" 'x' <img src=x onerror=alert(2)> at block`,
    );
    for (const forbidden of ['\u0000', '\u0008', '\uFFFE']) expect(svg).not.toContain(forbidden);
    expect(svg).not.toContain('<script');
  });

  it('test_renderCertificateSvg_keeps_long_values_inside_the_frame', () => {
    const long = `${'Very long property name '.repeat(12)}end`;
    const doc = parse(renderCertificateSvg({ ...base, shownPropertyName: long }));
    const statement = [...doc.getElementsByTagName('text')].filter(
      (e) => e.getAttribute('class') === 'value statement',
    );
    // Wrapped on at most five lines, every word kept.
    expect(statement.length).toBeLessThanOrEqual(5);
    expect(statement.map((e) => e.textContent).join(' ')).toContain(long);
    for (const e of doc.getElementsByTagName('text')) {
      const x = Number(e.getAttribute('x'));
      const size = Number(e.getAttribute('font-size'));
      const squeezed = e.getAttribute('textLength');
      const width = squeezed ? Number(squeezed) : [...(e.textContent ?? '')].length * size * 0.62;
      expect(x + width, e.textContent ?? '').toBeLessThanOrEqual(TEXT_RIGHT + 1);
    }
    // The last line takes what five lines cannot hold: squeezed into the width, not cut.
    expect(statement.at(-1)?.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
  });

  it('test_renderCertificateSvg_prints_the_verify_link_whole_in_lines_of_at_most_120_characters', () => {
    const verifyUrl = `https://example.com/certificates/verify/7/?signature=0x${'cd'.repeat(65)}`;
    const svg = renderCertificateSvg({ ...base, verifyUrl });
    const lines = texts(parse(svg), 'link');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(verifyUrl);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(LINK_CHARS);
    expect(svg).toContain('class="qr"');
  });
});
