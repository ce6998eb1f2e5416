import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes a cell with a comma, a semicolon, a quote or a line break', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    // A reader splitting on ';' (ru-RU Excel) must not cut the name into a second cell.
    expect(csvCell('Flat;x')).toBe('"Flat;x"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('defuses a cell that starts like a formula, also behind a semicolon', () => {
    for (const formula of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    // The reviewer's name: quoted whole, so '=1+1' never starts a cell of a ';' reader.
    expect(csvCell('Flat;=1+1')).toBe('"Flat;=1+1"');
    expect(csvLine(['=HYPERLINK("x")', 'ok'])).toBe(`"'=HYPERLINK(""x"")",ok`);
  });

  it('writes a header and a line per row', () => {
    expect(toCsv(['a', 'b'] as const, [{ a: 1, b: 'x,y' }])).toBe('a,b\n1,"x,y"');
    expect(toCsv(['a'] as const, [{ a: 1 }], '\r\n')).toBe('a\r\n1');
  });
});
