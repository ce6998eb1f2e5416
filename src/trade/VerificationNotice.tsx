// Tells a wallet the IdentityRegistry does not count as verified why it cannot buy and how to get verified
// (docs/investors.md#statuses): not verified yet, expired, or frozen. Nothing for a verified wallet.
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { AllowListStatus } from '#core/investorStatus.ts';
import { CONTACT_EMAIL } from '../layout/contacts.ts';
import { Notice } from '../ui/Notice.tsx';

const TEXTS: Record<Exclude<AllowListStatus, 'approved'>, { title: string; body: string }> = {
  not_approved: { title: 'verification.notVerifiedTitle', body: 'verification.howTo' },
  revoked: { title: 'verification.notVerifiedTitle', body: 'verification.howTo' },
  expired: { title: 'verification.expiredTitle', body: 'verification.expiredHowTo' },
  frozen: { title: 'verification.frozenTitle', body: 'verification.frozenHowTo' },
};

export function VerificationNotice({ status, wallet }: { status: AllowListStatus; wallet: Address }) {
  const { t } = useTranslation();
  if (status === 'approved') return null;
  const text = TEXTS[status];
  return (
    <Notice tone="warning">
      <strong>{t(text.title)}</strong>
      <p>{t(text.body, { wallet, email: CONTACT_EMAIL })}</p>
    </Notice>
  );
}
