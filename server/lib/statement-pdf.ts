// The yearly statement as a PDF (docs/portfolio.md#statement), drawn on the server with pdfkit in the holder's
// language with DejaVu Sans (Latin and Cyrillic, shipped from npm: nothing is read from the OS or the network).
// Every figure printed is signed (totals, USDT balance, issue time and each per-property row); like a certificate, the
// statement carries a short verify link (its id and signature) printed and as a QR code, also kept in the Subject.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { StatementFigures } from './portfolio.ts';
import type { StatementContent } from './statement.ts';
import { EXPORT_TEXTS, type ExportLanguage, formatDay, formatSigned } from './statement-text.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const M2_DECIMALS = 18;

export type StatementPdfInput = {
  figures: StatementFigures;
  content: StatementContent;
  /** The kept statement's id (printed, and in the verify link). */
  id: number;
  signer: string;
  signature: string;
  /** Absolute short verify link: the human page /statements/verify/{id}/?signature=… (docs/routes.md). */
  verifyUrl: string;
  usdtDecimals: number;
  language: ExportLanguage;
  /** pdfkit's stream compression; off only for tests reading the drawn text. */
  compress?: boolean;
};

const QR_SIZE = 110;

/** The QR code of `url` drawn as black squares at (x, y), with its quiet zone of 4 modules. */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const unit = QR_SIZE / (modules.size + 8);
  doc.save().rect(x, y, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + 4) * unit, y + (row + 4) * unit, unit, unit);
    }
  }
  doc.fill('#000000').restore();
}

/** The file name of a statement's download. */
export const statementFileName = (year: number) => `statement_${year}.pdf`;

export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { figures, content, language, usdtDecimals } = input;
  const texts = EXPORT_TEXTS[language].pdf;
  const issued = new Date(Number(content.issuedAt) * 1000);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: input.compress ?? true,
    font: FONT,
    lang: language,
    info: {
      Title: texts.title(figures.year),
      Author: input.signer,
      Subject: input.verifyUrl,
      Creator: 'RealEstate BSC',
      CreationDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);

  const usdt = (units: bigint) => `${formatSigned(units, usdtDecimals, language)} USDT`;
  const gainOrLoss = (units: bigint) =>
    units === 0n ? usdt(0n) : `${usdt(units)} (${units > 0n ? texts.gain : texts.loss})`;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(texts.title(figures.year));
  doc.font('regular').fontSize(9).fillColor('#555555').text(texts.subtitle).moveDown();
  doc.fillColor('#000000').fontSize(10);
  doc.text(`${texts.holder}: ${content.holder}`);
  doc.text(`${texts.period}: ${formatDay(figures.from, language)} – ${formatDay(figures.to, language)}`);
  doc.text(`${texts.issued}: ${formatDay(Number(content.issuedAt), language)}`).moveDown();

  doc.font('bold').fontSize(12).text(texts.totals);
  doc.font('regular').fontSize(10);
  const rows: [string, string][] = [
    [texts.value, usdt(figures.totals.value)],
    [texts.costBasis, usdt(figures.totals.costBasis)],
    [texts.unrealised, gainOrLoss(figures.totals.unrealisedGain)],
    [texts.realised, gainOrLoss(figures.totals.realisedGain)],
    [texts.income, usdt(figures.totals.income)],
    [texts.refunds, usdt(figures.totals.refunds)],
    [texts.invested, usdt(figures.totals.invested)],
    [texts.saleProceeds, usdt(figures.totals.saleProceeds)],
    [texts.usdtBalance(formatDay(Number(content.issuedAt), language)), usdt(content.usdtBalance)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.text(label, left, y, { width: width * 0.6 });
    doc.text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown();

  doc.font('bold').fontSize(12).text(texts.byProperty, left);
  doc.fontSize(8);
  if (figures.properties.length === 0) {
    doc.font('regular').text(texts.none);
  } else {
    const first = width * 0.16;
    const rest = (width - first) / (texts.columns.length - 1);
    const line = (cells: string[]) => {
      const y = doc.y;
      let bottom = y;
      cells.forEach((cell, i) => {
        const x = i === 0 ? left : left + first + rest * (i - 1);
        doc.text(cell, x, y, { width: i === 0 ? first - 4 : rest - 2, align: i === 0 ? 'left' : 'right' });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = left;
      doc.y = bottom + 3;
    };
    doc.font('bold');
    line([...texts.columns]);
    doc.font('regular');
    const amount = (units: bigint) => formatSigned(units, usdtDecimals, language);
    for (const p of figures.properties) {
      line([
        (language === 'ru' && p.property.property_name_ru) || p.property.property_name,
        formatSigned(p.heldM2, M2_DECIMALS, language),
        amount(p.value),
        amount(p.costBasis),
        amount(p.unrealisedGain),
        amount(p.flows.realisedGain),
        amount(p.flows.income),
        amount(p.flows.refunds),
      ]);
    }
  }
  doc.moveDown();
  doc.fontSize(8).fillColor('#555555').text(texts.amountsNote, left).moveDown();

  doc.fillColor('#000000').fontSize(8);
  if (doc.y + QR_SIZE > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  const textWidth = width - QR_SIZE - 10;
  doc.text(texts.statementNo(input.id), left, top, { width: textWidth });
  doc.text(texts.signedBy(input.signer), { width: textWidth });
  doc.text(`${texts.signature}: ${input.signature}`, { width: textWidth });
  doc.text(`${texts.verify}: ${input.verifyUrl}`, { width: textWidth, link: input.verifyUrl });
  drawQrCode(doc, input.verifyUrl, left + width - QR_SIZE, top);
  doc.end();
  return done;
}

/**
 * The verify link a statement PDF carries in its Subject, or null when the file holds none. For the tests and for
 * a program checking a downloaded statement against the verification endpoint.
 */
export function statementPdfVerifyUrl(pdf: Buffer): URL | null {
  const text = pdf.toString('latin1');
  const ref = /\/Subject (\d+) 0 R/.exec(text);
  const literal = ref
    ? new RegExp(`\\n${ref[1]} 0 obj\\n\\(([^)]*)\\)`).exec(text)
    : /\/Subject \(([^)]*)\)/.exec(text);
  return literal?.[1] && URL.canParse(literal[1]) ? new URL(literal[1]) : null;
}
