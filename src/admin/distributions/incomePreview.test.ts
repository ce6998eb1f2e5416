// The preview of what a distribution gives (docs/income.md#who-earns), computed as the token does.
import { describe, expect, it } from 'vitest';
import { incomePreview } from './incomePreview.ts';

const E18 = 10n ** 18n;

describe('income preview', () => {
  it('gives every M2 amount ÷ total M2 and the unsold M2 to the issuer', () => {
    expect(incomePreview(1_000n * E18, 100n, 60n * E18)).toEqual({
      perM2: 10n * E18,
      issuerShare: 600n * E18,
      holdersShare: 400n * E18,
      unsoldBps: 6_000n,
      tooSmall: false,
    });
  });

  it('rounds down as the token does, the dust staying with the holders’ part', () => {
    // 100 base units over 3 M2: 33 per M2; the issuer holds 1.5 M2 → 49 (49.5 rounded down).
    const preview = incomePreview(100n, 3n, 15n * 10n ** 17n);
    expect(preview.perM2).toBe(33n);
    expect(preview.issuerShare).toBe(49n);
    expect(preview.holdersShare).toBe(51n);
    expect(preview.unsoldBps).toBe(5_000n);
  });

  it('is too small when no M2 base unit gets a share (IncomeTooSmall)', () => {
    expect(incomePreview(999n, 1_000n, 0n).tooSmall).toBe(true);
    expect(incomePreview(1_000n, 1_000n, 0n).tooSmall).toBe(false);
  });
});
