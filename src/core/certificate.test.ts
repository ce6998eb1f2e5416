import { describe, expect, it } from 'vitest';
import { certificateFileName } from './certificate.ts';

describe('certificate file', () => {
  it('is saved as certificate_{id}.svg', () => {
    expect(certificateFileName(12)).toBe('certificate_12.svg');
    expect(certificateFileName('7')).toBe('certificate_7.svg');
  });
});
