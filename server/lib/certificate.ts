// Certificate content: the EIP-712 message the server signs, and the SVG document (every text XML-escaped,
// no scripts, no event attributes, no external references).
import { type Address, formatUnits, type Hex } from 'viem';

export const CERTIFICATE_TYPES = {
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

export const certificateDomain = (chainId: number) =>
  ({ name: 'RealEstate Certificates', version: '1', chainId }) as const;

export type CertificateContent = {
  holder: Address;
  token: Address;
  propertyName: string;
  m2: bigint;
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  /** The purchase's block time: the same purchase always yields the same certificate. */
  issuedAt: Date;
};

export const certificateMessage = (c: CertificateContent) => ({
  holder: c.holder,
  token: c.token,
  propertyName: c.propertyName,
  m2: c.m2,
  txHash: c.txHash,
  logIndex: BigInt(c.logIndex),
  blockNumber: c.blockNumber,
  issuedAt: BigInt(Math.floor(c.issuedAt.getTime() / 1000)),
});

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

/** Room for a value on one line; longer texts are squeezed into it (textLength), never cut. */
const VALUE_WIDTH = 680;

/** Whole M2 with up to 4 decimals (token amounts have 18). */
export function formatM2(m2: bigint): string {
  const [whole = '0', fraction = ''] = formatUnits(m2, 18).split('.');
  const shown = fraction.slice(0, 4).replace(/0+$/, '');
  return shown ? `${whole}.${shown}` : whole;
}

export function renderCertificateSvg(
  c: CertificateContent & { id: number; signer: Address; signature: Hex; verifyUrl: string },
) {
  const date = `${c.issuedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const line = (y: number, label: string, value: string, size = 18) => {
    // Roughly 0.55 em per character: squeeze a value that would overflow the frame.
    const fit =
      [...value].length * size * 0.55 > VALUE_WIDTH
        ? ` textLength="${VALUE_WIDTH}" lengthAdjust="spacingAndGlyphs"`
        : '';
    return (
      `  <text x="60" y="${y}" class="label">${escapeXml(label)}</text>\n` +
      `  <text x="260" y="${y}" class="value" font-size="${size}"${fit}>${escapeXml(value)}</text>`
    );
  };
  const signature = `${c.signature.slice(0, 66)}\n${c.signature.slice(66)}`.split('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640" role="img" aria-label="Certificate of ownership ${escapeXml(String(c.id))}">
  <style>
    .title { font: 700 34px Georgia, serif; fill: #1d3557; }
    .label { font: 14px Helvetica, Arial, sans-serif; fill: #6c757d; text-transform: uppercase; }
    .value { font-family: Helvetica, Arial, sans-serif; fill: #212529; }
    .mono { font: 12px 'Courier New', monospace; fill: #495057; }
  </style>
  <rect x="0" y="0" width="1000" height="640" fill="#fdfcf7"/>
  <rect x="20" y="20" width="960" height="600" fill="none" stroke="#1d3557" stroke-width="3"/>
  <text x="60" y="90" class="title">Certificate of ownership</text>
  <text x="60" y="122" class="value" font-size="16">No. ${escapeXml(String(c.id))} · fractional real-estate shares on BNB Smart Chain</text>
${line(190, 'Property', c.propertyName, 24)}
${line(230, 'Contract', c.token, 16)}
${line(270, 'Square metres', `${formatM2(c.m2)} M2`, 22)}
${line(310, 'Holder', c.holder, 16)}
${line(350, 'Transaction', c.txHash, 13)}
${line(390, 'Block', `${c.blockNumber} (log ${c.logIndex})`, 16)}
${line(430, 'Date', date, 16)}
  <text x="60" y="500" class="label">Signed by ${escapeXml(c.signer)} (EIP-712)</text>
  <text x="60" y="522" class="mono">${escapeXml(signature[0] ?? '')}</text>
  <text x="60" y="540" class="mono">${escapeXml(signature[1] ?? '')}</text>
  <text x="60" y="585" class="label">Verify: ${escapeXml(c.verifyUrl)}</text>
</svg>
`;
}
