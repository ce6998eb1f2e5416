// The yearly statement as a PDF (docs/portfolio.md#statement), drawn on the server with pdfkit in the holder's
// language with DejaVu Sans (Latin and Cyrillic, shipped from npm: nothing is read from the OS or the network).
// The signed figures are printed, and also kept in the document's Subject as the verification link's query.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { StatementFigures } from './portfolio.ts';
import { type StatementContent, statementQuery } from './statement.ts';
import { EXPORT_TEXTS, type ExportLanguage, formatDay, formatSigned } from './statement-text.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const M2_DECIMALS = 18;

export type StatementPdfInput = {
  figures: StatementFigures;
  content: StatementContent;
  signer: string;
  signature: string;
  /** Absolute URL of GET /api/portfolio/statements/verify/ (without the query). */
  verifyBase: string;
  usdtDecimals: number;
  language: ExportLanguage;
};

/** The file name of a statement's download. */
export const statementFileName = (year: number) => `statement_${year}.pdf`;

export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { figures, content, language, usdtDecimals } = input;
  const texts = EXPORT_TEXTS[language].pdf;
  const issued = new Date(Number(content.issuedAt) * 1000);
  const query = statementQuery(content, input.signature);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: FONT,
    lang: language,
    info: {
      Title: texts.title(figures.year),
      Author: input.signer,
      Subject: query,
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
    const first = width * 0.25;
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
      ]);
    }
  }
  doc.moveDown();
  doc.fontSize(8).fillColor('#555555').text(texts.amountsNote, left).moveDown();

  doc.fillColor('#000000').fontSize(8);
  doc.text(texts.signedBy(input.signer), left);
  doc.text(`${texts.signature}: ${input.signature}`, { width });
  doc.text(`${texts.verify}: ${input.verifyBase}?${query}`, { width, link: `${input.verifyBase}?${query}` });
  doc.end();
  return done;
}

/**
 * The signed figures a statement PDF carries (its Subject: the verification link's query), or null when the file
 * holds none. For the tests and for anyone checking a downloaded statement against the verification endpoint.
 */
export function statementPdfQuery(pdf: Buffer): URLSearchParams | null {
  const text = pdf.toString('latin1');
  const ref = /\/Subject (\d+) 0 R/.exec(text);
  const literal = ref
    ? new RegExp(`\\n${ref[1]} 0 obj\\n\\(([^)]*)\\)`).exec(text)
    : /\/Subject \(([^)]*)\)/.exec(text);
  return literal?.[1] ? new URLSearchParams(literal[1]) : null;
}
