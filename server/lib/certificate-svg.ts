// A certificate as an SVG document (docs/product.md#certificates): the holding at its block in the holder's
// language, every line inside the frame (long values squeezed with textLength, the statement and the verify
// link wrapped), and a QR code of the verify link drawn as one path. Every text is XML-escaped; no scripts, no
// event attributes, no external references.
import QRCode from 'qrcode';
import type { Address, Hex } from 'viem';
import type { CertificateContent } from './certificate.ts';
import { CERTIFICATE_TEXTS, type CertificateLanguage, formatAmount } from './certificate-text.ts';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attributes; drops characters XML 1.0 forbids. */
function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export const WIDTH = 1000;
export const HEIGHT = 720;
/** Text stays between these x (the frame is drawn 20 px from the edges). */
export const TEXT_LEFT = 60;
export const TEXT_RIGHT = 940;
/** A generous average advance of proportional glyphs (Latin and Cyrillic), in em; Courier's is exactly 0.6. */
export const EM_ADVANCE = 0.62;
/** The verify link's characters per line: 11 px Courier advances 6.6 px a character. */
export const LINK_CHARS = 120;

const QR_SIZE = 200;
const QR_X = TEXT_RIGHT - QR_SIZE;
const QR_Y = 280;
const STATEMENT_LINES = 5;

/** One line of text; a text wider than `width` (estimated) is squeezed into it, never cut. */
function text(x: number, y: number, size: number, cls: string, value: string, width = TEXT_RIGHT - x) {
  const fit =
    [...value].length * size * EM_ADVANCE > width
      ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `  <text x="${x}" y="${y}" font-size="${size}" class="${cls}"${fit}>${escapeXml(value)}</text>`;
}

/** Words wrapped to `chars` a line (a longer word gets a line of its own); the lines past `max` join the last. */
function wrap(value: string, chars: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of value.split(/ +/)) {
    const last = lines.at(-1);
    if (last !== undefined && [...last].length + 1 + [...word].length <= chars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > max ? [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')] : lines;
}

/** The QR code of `url` as one path of unit squares, scaled into QR_SIZE with its quiet zone of 4 modules. */
function qrCode(url: string): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) squares.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
  }
  const scale = (QR_SIZE / (modules.size + 8)).toFixed(4);
  return (
    `  <rect x="${QR_X}" y="${QR_Y}" width="${QR_SIZE}" height="${QR_SIZE}" fill="#ffffff"/>\n` +
    `  <path class="qr" transform="translate(${QR_X} ${QR_Y}) scale(${scale})" fill="#000000" d="${squares.join('')}"/>`
  );
}

export type CertificateDocument = CertificateContent & {
  id: number;
  signer: Address;
  signature: Hex;
  verifyUrl: string;
  /** The property's name in `language` (the signed English name when the backend has no other). */
  shownPropertyName: string;
  usdtDecimals: number;
  language: CertificateLanguage;
};

export function renderCertificateSvg(c: CertificateDocument): string {
  const words = CERTIFICATE_TEXTS[c.language];
  const id = String(c.id);
  const block = String(c.blockNumber);
  const date = `${c.issuedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const statement = words.statement({
    holder: c.holder,
    m2: formatAmount(c.m2, 18, c.language, 4),
    property: c.shownPropertyName,
    block,
    cost: formatAmount(c.cost, c.usdtDecimals, c.language, 2),
    tx: c.txHash,
  });
  const statementSize = 18;
  const statementChars = Math.floor((TEXT_RIGHT - TEXT_LEFT) / (statementSize * EM_ADVANCE));
  const statementLines = wrap(statement, statementChars, STATEMENT_LINES);
  const rowsWidth = QR_X - 20 - 200;
  const row = (y: number, label: string, value: string, size: number) =>
    `${text(TEXT_LEFT, y, 14, 'label', label, 130)}\n${text(200, y, size, 'value', value, rowsWidth)}`;
  const signature = [c.signature.slice(0, 66), c.signature.slice(66)];
  const linkLines = c.verifyUrl.match(new RegExp(`.{1,${LINK_CHARS}}`, 'g')) ?? [];
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(words.ariaLabel(id))}" lang="${c.language}">
  <style>
    .title { font-family: Georgia, serif; font-weight: 700; fill: #1d3557; }
    .label { font-family: Helvetica, Arial, sans-serif; fill: #6c757d; }
    .value { font-family: Helvetica, Arial, sans-serif; fill: #212529; }
    .mono { font-family: 'Courier New', monospace; fill: #495057; }
    .link { font-family: 'Courier New', monospace; fill: #1d3557; }
  </style>
  <rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="#fdfcf7"/>
  <rect x="20" y="20" width="${WIDTH - 40}" height="${HEIGHT - 40}" fill="none" stroke="#1d3557" stroke-width="3"/>
${text(TEXT_LEFT, 88, 32, 'title', words.title(block))}
${text(TEXT_LEFT, 120, 16, 'value', words.subtitle(id))}
${statementLines.map((line, i) => text(TEXT_LEFT, 165 + i * 25, statementSize, 'value statement', line)).join('\n')}
${row(320, words.holder, c.holder, 16)}
${row(355, words.contract, c.token, 16)}
${row(390, words.transaction, `${c.txHash} (${words.log} ${c.logIndex})`, 12)}
${row(425, words.date, date, 16)}
${qrCode(c.verifyUrl)}
${text(QR_X, QR_Y + QR_SIZE + 18, 12, 'label', words.scan, QR_SIZE)}
${text(TEXT_LEFT, 500, 12, 'mono', words.signedBy(c.signer), QR_X - 20 - TEXT_LEFT)}
${text(TEXT_LEFT, 520, 12, 'mono', signature[0] ?? '', QR_X - 20 - TEXT_LEFT)}
${text(TEXT_LEFT, 538, 12, 'mono', signature[1] ?? '', QR_X - 20 - TEXT_LEFT)}
${text(TEXT_LEFT, 585, 14, 'label', words.verify)}
${linkLines.map((part, i) => `  <text x="${TEXT_LEFT}" y="${605 + i * 15}" font-size="11" class="link">${escapeXml(part)}</text>`).join('\n')}
</svg>
`;
}
