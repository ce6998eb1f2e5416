// Claiming a refund (docs/flows.md#claiming-a-refund, docs/money-rules.md): on a property delisted with a
// refund, selling back is closed and the holder claims from the escrowed refund pool instead. A claim retires
// all the holder's M2 (locked or not) and pays their share of what the pool holds: every claimant the same
// fraction of the refund price; a later top-up lets an earlier claimant claim the difference.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { useReadVaultTraderClaimableRefund } from '../../../generated/wagmi.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import { formatM2, formatUsdt } from '../../lib/amounts.ts';
import { type Message, message, messageText } from '../../lib/message.ts';
import { TxSteps } from '../../trade/TxSteps.tsx';
import { claimRefund } from '../../trade/tradeActions.ts';
import { useTradeGuard } from '../../trade/useTradeGuard.ts';
import { useTxSteps } from '../../trade/useTxSteps.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { PropertyView } from '../catalog/useCatalog.ts';
import styles from './TradeForm.module.css';

export function RefundClaim({
  view,
  account,
  balance,
  title,
}: {
  view: PropertyView;
  account: Address;
  balance: bigint;
  /** The heading; by default 'Delisted with a refund' (the property page names the property already). */
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const config = useConfig();
  const queryClient = useQueryClient();
  const decimals = useUsdtDecimals();
  const guard = useTradeGuard();
  const flow = useTxSteps();
  const claimable = useReadVaultTraderClaimableRefund({
    args: [view.token, account],
    query: { refetchInterval: LIVE_REFETCH_MS },
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Message | null>(null);
  const amount = claimable.data;

  const claim = async () => {
    setOutcome(null);
    if (!(await guard().catch(() => false)) || !amount) return;
    setBusy(true);
    try {
      flow.plan([{ id: 'claim', labelKey: 'sell.refund.steps.claim' }]);
      await flow.runTx('claim', 'sell.refund.steps.claim', () => claimRefund(config, account, view.token));
      setOutcome(message('sell.refund.success', { usdt: formatUsdt(amount, decimals, lng, 4) }));
    } catch {
      // The failed step shows the mapped error.
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries();
    }
  };

  return (
    <section aria-labelledby={`refund-title-${view.token}`}>
      <h3 id={`refund-title-${view.token}`} className={styles.title}>
        {title ?? t('sell.refund.title')}
      </h3>
      <p className={styles.note}>{t('sell.refund.text', { m2: formatM2(balance, lng, 4) })}</p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('sell.refund.claimable')}</dt>
          <dd>
            {amount !== undefined ? t('units.usdt', { value: formatUsdt(amount, decimals, lng, 4) }) : '—'}
          </dd>
        </div>
      </dl>
      {amount === 0n && <Notice>{t('sell.refund.nothing')}</Notice>}
      <Button variant="secondary" block busy={busy} disabled={busy || !amount} onClick={() => void claim()}>
        {t('sell.refund.submit')}
      </Button>
      <TxSteps steps={flow.steps} />
      {outcome && <Notice tone="success">{messageText(t, outcome)}</Notice>}
    </section>
  );
}
