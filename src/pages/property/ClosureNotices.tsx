// What holders must know before it happens (docs/flows.md#announced-closures, docs/flows.md#deposits-and-withdrawals): an
// announced end of selling back or delisting without refund, with the date until which they can sell back, and a
// withdrawal announced from the property's bucket beyond the free share, with its amount and date. Read on chain
// (MasterRegistry.pendingClosure, VaultTrader.withdrawable) by the property page; nothing shows when none.
import { useTranslation } from 'react-i18next';
import contractConstants from '../../../abis/constants.json';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatUsdt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { Notice } from '../../ui/Notice.tsx';

const CLOSE_SELL_BACK = BigInt(contractConstants.MasterRegistry.CLOSE_SELL_BACK);
const CLOSE_DELIST = BigInt(contractConstants.MasterRegistry.CLOSE_DELIST);

export function ClosureNotices({
  closure,
  withdrawal,
}: {
  /** MasterRegistry.pendingClosure: [kind, effectiveAt]. */
  closure: readonly [bigint, bigint] | undefined;
  /** VaultTrader.withdrawable of the property's bucket: [now, announced, effectiveAt]. */
  withdrawal: readonly [bigint, bigint, bigint] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const decimals = useUsdtDecimals();
  const date = (at: bigint) => formatDateTime(Number(at) * 1000, lng);
  const [kind, closesAt] = closure ?? [0n, 0n];
  const [, announced, withdrawAt] = withdrawal ?? [0n, 0n, 0n];
  const closureKey =
    kind === CLOSE_SELL_BACK
      ? 'property.notices.sellBackEnds'
      : kind === CLOSE_DELIST
        ? 'property.notices.delisting'
        : null;
  if (!closureKey && withdrawAt === 0n) return null;
  return (
    <>
      {closureKey && (
        <Notice tone="warning">
          <p>{t(closureKey, { date: date(closesAt) })}</p>
        </Notice>
      )}
      {withdrawAt > 0n && (
        <Notice tone="info">
          <p>
            {t('property.notices.withdrawal', {
              amount: t('units.usdt', { value: formatUsdt(announced, decimals, lng) }),
              date: date(withdrawAt),
            })}
          </p>
        </Notice>
      )}
    </>
  );
}
