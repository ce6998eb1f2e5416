// Sell M2 back (docs/flows.md#selling): only for holders, only unlocked M2, only while listed and sell is enabled
// (a refund delisting shows the refund claim instead: RefundClaim.tsx); the
// liquidity a sale can draw is shown (the bucket plus the general bucket's allowance for this property,
// src/core/liquidity.ts); anything that would surely revert (paused, swept, selling
// disabled, locked, more than held, bucket short: src/core/tradeChecks.ts) is refused before the wallet opens,
// on fresh reads; sell with a 1 % slippage bound, then POST /purchases/sell/.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAddressEqual } from 'viem';
import { useConfig } from 'wagmi';
import { saleLiquidity } from '#core/liquidity.ts';
import { listingState } from '#core/listing.ts';
import { minPayoutFor } from '#core/tradeBounds.ts';
import { sellRefusal } from '#core/tradeChecks.ts';
import { purchasesSell } from '../../../generated/api/purchases/purchases.ts';
import { useReadVaultTraderQuoteSell } from '../../../generated/wagmi.ts';
import { recordTradeErrorMessage } from '../../api/errors/purchaseErrors.ts';
import { useAuth } from '../../auth/authStore.ts';
import { useAccountPositions, useGeneralAllowance, useSystemStatus } from '../../chain/propertyReads.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, M2_DECIMALS, parseAmount } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { formatDuration } from '../../lib/duration.ts';
import { type Message, message, messageText } from '../../lib/message.ts';
import { useNow } from '../../lib/useNow.ts';
import { recordTrade, type TradeOutcome } from '../../trade/recordTrade.ts';
import { TxSteps } from '../../trade/TxSteps.tsx';
import { sellM2 } from '../../trade/tradeActions.ts';
import { readSellTerms } from '../../trade/tradeReads.ts';
import { SELL_REFUSAL_MESSAGE } from '../../trade/tradeRefusals.ts';
import { useTradeGuard } from '../../trade/useTradeGuard.ts';
import { useTxSteps } from '../../trade/useTxSteps.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { PropertyView } from '../catalog/useCatalog.ts';
import { M2AmountField } from './M2AmountField.tsx';
import { RefundClaim } from './RefundClaim.tsx';
import styles from './TradeForm.module.css';

export function SellForm({ view }: { view: PropertyView }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const config = useConfig();
  const queryClient = useQueryClient();
  const account = useAuth((s) => s.walletAddress);
  const decimals = useUsdtDecimals();
  const guard = useTradeGuard();
  const flow = useTxSteps();
  const now = useNow();
  const positions = useAccountPositions(account);
  const generalAllowance = useGeneralAllowance(view.token);
  const system = useSystemStatus();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const [outcome, setOutcome] = useState<TradeOutcome | null>(null);

  const position = positions.data?.find((p) => isAddressEqual(p.token, view.token));
  const m2 = parseAmount(input, M2_DECIMALS);
  const quote = useReadVaultTraderQuoteSell({
    args: m2 ? [view.token, m2] : undefined,
    query: { enabled: m2 !== undefined },
  });

  if (!account || !position || position.balance === 0n) return null;

  const unlocked = position.unlockedBalance;
  const unlockAt = Number(position.unlockTime) * 1000;
  const lockedNow = position.lockedAmount > 0n && unlockAt > now;
  const liquidity = saleLiquidity(view.bucketBalance, generalAllowance.data ?? 0n);
  const payout = m2 ? quote.data : undefined;
  // The same rule on the cached figures while typing (an empty amount is not a problem yet).
  const cached = {
    paused: system.data?.paused ?? false,
    emergencySwept: system.data?.emergencySwept ?? false,
    isListed: view.isListed,
    isSellEnabled: view.isSellEnabled,
    balance: position.balance,
    unlockedBalance: unlocked,
    liquidity,
  };
  const liveRefusal = sellRefusal({ ...cached, m2: m2 ?? 1n, payout });
  const systemClosed = liveRefusal === 'paused' || liveRefusal === 'emergencySwept';
  const liveProblem =
    liveRefusal && (m2 !== undefined || systemClosed) ? SELL_REFUSAL_MESSAGE[liveRefusal] : null;
  const shownProblem = problem ?? liveProblem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setOutcome(null);
    const early = sellRefusal({ ...cached, m2 });
    if (early) return setProblem(SELL_REFUSAL_MESSAGE[early]);
    if (!(await guard().catch(() => false)) || !m2) return;
    setBusy(true);
    try {
      // Fresh reads, then the rule again: nothing reaches the wallet for a sale the chain would refuse.
      const terms = await readSellTerms(config, account, view.token, m2);
      const refusal = sellRefusal(terms.facts);
      if (refusal) return setProblem(SELL_REFUSAL_MESSAGE[refusal]);
      flow.plan([
        { id: 'sell', labelKey: 'sell.steps.sell' },
        { id: 'record', labelKey: 'sell.steps.record' },
      ]);
      const receipt = await flow.runTx('sell', 'sell.steps.sell', () =>
        sellM2(config, account, view.token, m2, minPayoutFor(terms.payout)),
      );
      setOutcome(
        await recordTrade(
          flow,
          () => purchasesSell({ tx_hash: receipt.transactionHash }),
          (error) => recordTradeErrorMessage(error, 'sale'),
          {
            success: message('sell.success', { m2: formatM2(m2, lng, 4) }),
            later: message('sell.recordedLater'),
          },
        ),
      );
      setInput('');
    } catch {
      // The failed step shows the mapped error.
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries();
    }
  };

  const listing = listingState(view);
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sell-title">
      <h2 id="sell-title" className={styles.title}>
        {t('sell.title')}
      </h2>
      <div className={styles.position}>
        <span>{t('sell.holding', { value: formatM2(position.balance, lng, 4) })}</span>
        <span>{t('sell.unlocked', { value: formatM2(unlocked, lng, 4) })}</span>
        {lockedNow && (
          <span>
            {t('sell.lockedUntil', {
              value: formatM2(position.lockedAmount, lng, 4),
              date: formatDateTime(unlockAt, lng),
              left: formatDuration((unlockAt - now) / 1000, t),
            })}
          </span>
        )}
      </div>
      {listing === 'delistedWithRefunds' ? (
        <RefundClaim view={view} account={account} balance={position.balance} />
      ) : listing === 'delistedWithoutRefunds' ? (
        <Notice>{t('sell.delisted')}</Notice>
      ) : !view.isSellEnabled ? (
        <Notice>{t('sell.disabled')}</Notice>
      ) : (
        <>
          <M2AmountField
            label={t('sell.amountLabel')}
            value={input}
            onChange={(value) => {
              setInput(value);
              setProblem(null);
            }}
            error={shownProblem ? messageText(t, shownProblem) : null}
          />
          <dl className={styles.summary}>
            <div>
              <dt>{t('sell.payout')}</dt>
              <dd>
                {payout !== undefined
                  ? t('units.usdt', { value: formatUsdt(payout, decimals, lng, 4) })
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('sell.liquidity')}</dt>
              <dd>{t('units.usdt', { value: formatUsdt(liquidity, decimals, lng) })}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            {t('sell.liquidityNote', {
              bucket: formatUsdt(view.bucketBalance, decimals, lng),
              general: formatUsdt(generalAllowance.data ?? 0n, decimals, lng),
            })}
          </p>
          <Button
            type="submit"
            variant="secondary"
            block
            busy={busy}
            disabled={busy || unlocked === 0n || systemClosed}
          >
            {unlocked === 0n ? t('sell.nothingUnlocked') : t('sell.submit')}
          </Button>
        </>
      )}
      <TxSteps steps={flow.steps} />
      {outcome && <Notice tone={outcome.tone}>{messageText(t, outcome.text)}</Notice>}
    </form>
  );
}
