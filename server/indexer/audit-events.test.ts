// The audit entries of the closures and withdrawals announced before they apply, and of a refund claim moved by a
// recovery (docs/audit-log.md#actions): action, subject and the before → after each event carries. The indexer's
// own test (server/test/indexer.test.ts) reads them from a real chain with their senders and blocks.
import { describe, expect, it } from 'vitest';
import { CHAIN_AUDIT_EVENTS, chainAuditEntry } from './audit-events.ts';

const TOKEN = '0x00000000000000000000000000000000000000AA';
const LOST = '0x00000000000000000000000000000000000000Bb';
const NEW = '0x00000000000000000000000000000000000000cC';
const BY = '0x00000000000000000000000000000000000000dd';
const ZERO = '0x0000000000000000000000000000000000000000';
const REGISTRY = '0x00000000000000000000000000000000000000F1';
const VAULT = '0x00000000000000000000000000000000000000F2';

describe('audit entries of announced closures and withdrawals', () => {
  it('test_a_closure_announced_names_its_kind_and_when_it_may_apply', () => {
    const entry = (kind: bigint) =>
      chainAuditEntry(
        'registry',
        { eventName: 'ClosureAnnounced', args: { token: TOKEN, kind, effectiveAt: 1_767_225_600n, by: BY } },
        REGISTRY,
      );
    expect(entry(1n)).toEqual({
      action: 'closure_announced',
      subjectType: 'property',
      subjectId: TOKEN.toLowerCase(),
      after: { closure: 'sell_back', effective_at: '1767225600' },
    });
    expect(entry(2n)?.after).toEqual({ closure: 'delist', effective_at: '1767225600' });
    // A kind this server does not know is kept as its number.
    expect(entry(7n)?.after).toEqual({ closure: '7', effective_at: '1767225600' });
  });

  it('test_a_closure_cancelled_names_the_closure_withdrawn', () => {
    expect(
      chainAuditEntry(
        'registry',
        { eventName: 'ClosureCancelled', args: { token: TOKEN, kind: 2n, by: BY } },
        REGISTRY,
      ),
    ).toEqual({
      action: 'closure_cancelled',
      subjectType: 'property',
      subjectId: TOKEN.toLowerCase(),
      before: { closure: 'delist' },
    });
  });

  it('test_a_withdrawal_announced_or_cancelled_is_an_entry_of_its_bucket_the_general_one_at_zero', () => {
    expect(
      chainAuditEntry(
        'vault',
        {
          eventName: 'WithdrawalAnnounced',
          args: { token: TOKEN, amount: 5n * 10n ** 18n, effectiveAt: 1_767_225_600n, by: BY },
        },
        VAULT,
      ),
    ).toEqual({
      action: 'withdrawal_announced',
      subjectType: 'bucket',
      subjectId: TOKEN.toLowerCase(),
      after: { amount: '5000000000000000000', effective_at: '1767225600' },
    });
    expect(
      chainAuditEntry('vault', { eventName: 'WithdrawalCancelled', args: { token: ZERO, by: BY } }, VAULT),
    ).toEqual({ action: 'withdrawal_cancelled', subjectType: 'bucket', subjectId: ZERO });
  });

  it('test_a_refund_claim_moved_by_a_recovery_is_an_entry_of_the_lost_wallet', () => {
    expect(
      chainAuditEntry(
        'vault',
        {
          eventName: 'RefundClaimMoved',
          args: { token: TOKEN, lost: LOST, replacement: NEW, m2: 3n * 10n ** 18n },
        },
        VAULT,
      ),
    ).toEqual({
      action: 'refund_claim_moved',
      subjectType: 'investor',
      subjectId: LOST.toLowerCase(),
      after: { replacement: NEW.toLowerCase(), token: TOKEN.toLowerCase(), m2: '3000000000000000000' },
    });
  });

  it('test_the_indexer_reads_each_of_them', () => {
    expect(CHAIN_AUDIT_EVENTS.registry).toEqual(
      expect.arrayContaining(['ClosureAnnounced', 'ClosureCancelled']),
    );
    expect(CHAIN_AUDIT_EVENTS.vault).toEqual(
      expect.arrayContaining(['WithdrawalAnnounced', 'WithdrawalCancelled', 'RefundClaimMoved']),
    );
  });
});
