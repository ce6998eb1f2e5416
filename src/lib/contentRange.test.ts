import { describe, expect, it } from 'vitest';
import { pageRange, parseContentRange } from './contentRange.ts';

describe('parseContentRange', () => {
  it('reads start, end and total', () => {
    expect(parseContentRange('purchases 25-49/603')).toEqual({ start: 25, end: 49, total: 603 });
    expect(parseContentRange('certificates 0-0/0')).toEqual({ start: 0, end: 0, total: 0 });
  });

  it('refuses what is not a list range', () => {
    expect(parseContentRange(null)).toBeNull();
    expect(parseContentRange(undefined)).toBeNull();
    expect(parseContentRange('')).toBeNull();
    expect(parseContentRange('bytes 0-1/*')).toBeNull();
    expect(parseContentRange('purchases 0-24')).toBeNull();
  });
});

describe('pageRange', () => {
  it('gives inclusive simple-rest ranges', () => {
    expect(pageRange(0, 25)).toBe('[0,24]');
    expect(pageRange(3, 25)).toBe('[75,99]');
  });
});
