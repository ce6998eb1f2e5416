// The text a PDF draws, for tests: inflates the content streams (node:zlib), follows the font switches (`Tf`) and
// maps each shown glyph code (`TJ`/`Tj` hex strings) back to Unicode through the font's ToUnicode CMap. One line
// per text-showing operator. Made for pdfkit's output (embedded CID fonts, Identity-H); not a general PDF parser.
import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = m[2] ?? '';
    const at = body.indexOf('\nstream\n');
    if (at === -1) {
      found.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const raw = Buffer.from(body.slice(at + '\nstream\n'.length).replace(/\n?endstream$/, ''), 'latin1');
    found.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

/** A ToUnicode CMap's code → text (pdfkit writes `<start> <end> [<u…> …]` bfranges). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    let code = Number.parseInt(range[1] ?? '0', 16);
    for (const entry of (range[3] ?? '').matchAll(/<([0-9a-f ]+)>/gi)) {
      const units = (entry[1] ?? '').split(' ').map((u) => Number.parseInt(u, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  return map;
}

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const cmapOfFont = (id: number) => {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(all.get(id)?.dict ?? '');
    const cmap = ref ? all.get(Number(ref[1]))?.stream : null;
    return cmap ? toUnicode(cmap.toString('latin1')) : new Map<number, string>();
  };
  const lines: string[] = [];
  for (const [, page] of all) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const fonts = new Map<string, Map<number, string>>();
    const resources = /\/Resources (\d+) 0 R/.exec(page.dict);
    const resourceDict = resources ? (all.get(Number(resources[1]))?.dict ?? '') : page.dict;
    const fontDict = /\/Font <<([\s\S]*?)>>/.exec(resourceDict)?.[1] ?? '';
    for (const f of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(f[1] ?? '', cmapOfFont(Number(f[2])));
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const stream = contents ? all.get(Number(contents[1]))?.stream : null;
    if (!stream) continue;
    let font = new Map<number, string>();
    for (const op of stream
      .toString('latin1')
      .matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const hex = [...(op[2] ?? `<${op[3]}>`).matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1] ?? '').join('');
      let line = '';
      for (let i = 0; i + 4 <= hex.length; i += 4)
        line += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '�';
      lines.push(line);
    }
  }
  return lines.join('\n');
}
