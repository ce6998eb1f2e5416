// Buy M2 (docs/flows.md#buying): amount -> cost at the current price; anything that would surely revert
// (paused, swept, delisted, buying closed by an announced delisting, too many M2, balance short:
// src/core/tradeChecks.ts) is refused before the first wallet prompt, on fresh reads; approve exactly the cost only
// when the allowance is too low; buy bounded by that cost;
// then POST /purchases/create/ with the transaction hash. A buy that would move the end of a running lock says
// so first and waits for the investor's consent. Where the property requires verified buyers, a wallet the
// IdentityRegistry does not verify sees why and how to get verified instead of a buy button that would revert
// (docs/investors.md#statuses).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import { listingState } from '#core/listing.ts';
import { lockAfterBuy, lockStart } from '#core/lockAfterBuy.ts';
import { buyRefusal } from '#core/tradeChecks.ts';
import { purchasesCreate } from '../../../generated/api/purchases/purchases.ts';
import { useReadVaultTraderQuoteBuy } from '../../../generated/wagmi.ts';
import { recordTradeErrorMessage } from '../../api/errors/purchaseErrors.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useIdentityRequired, useVerification } from '../../chain/identityReads.ts';
import { useBuyingClosed, useLockInfo, usePendingPrice, useSystemStatus } from '../../chain/propertyReads.ts';
import { useUsdtBalance, useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatPrice, formatUsdt, M2_DECIMALS, parseAmount } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type Message, message, messageText } from '../../lib/message.ts';
import { recordTrade, type TradeOutcome } from '../../trade/recordTrade.ts';
import { TxSteps } from '../../trade/TxSteps.tsx';
import { approveUsdt, buyM2 } from '../../trade/tradeActions.ts';
import { readBuyTerms } from '../../trade/tradeReads.ts';
import { BUY_REFUSAL_MESSAGE } from '../../trade/tradeRefusals.ts';
import { useTradeGuard } from '../../trade/useTradeGuard.ts';
import { useTxSteps } from '../../trade/useTxSteps.ts';
import { VerificationNotice } from '../../trade/VerificationNotice.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { PropertyView } from '../catalog/useCatalog.ts';
import { M2AmountField } from './M2AmountField.tsx';
import styles from './TradeForm.module.css';

export function BuyForm({ view }: { view: PropertyView }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const config = useConfig();
  const queryClient = useQueryClient();
  const account = useAuth((s) => s.walletAddress);
  const loggedIn = useAuth(selectIsLoggedIn);
  const walletConnected = useAuth((s) => s.isWalletConnected && s.walletAddress !== null);
  const decimals = useUsdtDecimals();
  const guard = useTradeGuard();
  const flow = useTxSteps();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const [outcome, setOutcome] = useState<TradeOutcome | null>(null);
  const [lockAccepted, setLockAccepted] = useState(false);

  const m2 = parseAmount(input, M2_DECIMALS);
  const quote = useReadVaultTraderQuoteBuy({
    args: m2 ? [view.token, m2] : undefined,
    query: { enabled: m2 !== undefined },
  });
  const balance = useUsdtBalance(account);
  const system = useSystemStatus();
  // An announced delisting closes buys at once (docs/flows.md#announced-closures).
  const buyingClosed = useBuyingClosed(view.token);
  const cost = m2 ? quote.data : undefined;
  const identityRequired = useIdentityRequired(view.token);
  const verification = useVerification(loggedIn ? account : null);
  const unverified = loggedIn && identityRequired === true && verification.verified === false;
  // The same rule on the cached figures while typing (an empty amount is not a problem yet).
  const cached = {
    paused: system.data?.paused ?? false,
    emergencySwept: system.data?.emergencySwept ?? false,
    isListed: view.isListed,
    buyingClosed: buyingClosed.data,
    availableM2: view.availableM2,
  };
  const liveRefusal = buyRefusal({ ...cached, m2: m2 ?? 1n, cost, balance: balance.data });
  // Closed whatever the amount: said at once and Buy disabled.
  const systemClosed =
    liveRefusal === 'paused' || liveRefusal === 'emergencySwept' || liveRefusal === 'buyingClosed';
  const liveProblem =
    liveRefusal && (m2 !== undefined || systemClosed) ? BUY_REFUSAL_MESSAGE[liveRefusal] : null;
  const shownProblem = problem ?? (loggedIn ? liveProblem : null);
  // A buy during a running lock moves the whole lock's end (docs/money-rules.md#locks): said before the wallet.
  const lock = useLockInfo(view.token, loggedIn ? account : null);
  // A buy while a price change is announced is locked from the change (docs/money-rules.md#locks): said too.
  const pending = usePendingPrice(view.token);
  const announcedAt = pending.data?.[1] ?? 0n;
  const now = BigInt(Math.floor(Date.now() / 1000));
  const lockedFromChange = announcedAt > now;
  const extension =
    m2 !== undefined && lock.data
      ? lockAfterBuy(
          { lockedAmount: lock.data[0], unlockTime: lock.data[1] },
          now,
          view.lockDuration,
          announcedAt,
        )
      : null;
  const extendsLock = extension !== null && extension.extendedM2 > 0n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setOutcome(null);
    // Without a session the button opens the wallet dialog (connect, then sign), whatever the amount.
    if (!loggedIn) return void guard().catch(() => false);
    if (unverified) return;
    const early = buyRefusal({ ...cached, m2 });
    if (early) return setProblem(BUY_REFUSAL_MESSAGE[early]);
    if (extendsLock && !lockAccepted) return;
    if (!(await guard().catch(() => false)) || !account || !m2) return;
    setBusy(true);
    try {
      // Fresh reads, then the rule again: nothing reaches the wallet for a buy the chain would refuse.
      const terms = await readBuyTerms(config, account, view.token, m2);
      const refusal = buyRefusal(terms.facts);
      if (refusal) return setProblem(BUY_REFUSAL_MESSAGE[refusal]);
      // The exact cost, approved and bounded (docs/flows.md#buying): the price only changes at an announced time,
      // so the chain charges what the page read, or refuses (SlippageExceeded) when the purchase is mined after
      // the change; the approval is spent to zero, nothing stays approved to the vault.
      const maxCost = terms.cost;
      const needsApproval = terms.allowance < maxCost;
      flow.plan([
        ...(needsApproval ? [{ id: 'approve', labelKey: 'buy.steps.approve' }] : []),
        { id: 'buy', labelKey: 'buy.steps.buy' },
        { id: 'record', labelKey: 'buy.steps.record' },
      ]);
      if (needsApproval)
        await flow.runTx('approve', 'buy.steps.approve', () => approveUsdt(config, account, maxCost));
      const receipt = await flow.runTx('buy', 'buy.steps.buy', () =>
        buyM2(config, account, view.token, m2, maxCost, view.lockDuration),
      );
      setOutcome(
        await recordTrade(
          flow,
          () => purchasesCreate({ tx_hash: receipt.transactionHash }),
          (error) => recordTradeErrorMessage(error, 'purchase'),
          {
            success: message('buy.success', { m2: formatM2(m2, lng, 4) }),
            later: message('buy.recordedLater'),
          },
        ),
      );
      setInput('');
      setLockAccepted(false);
    } catch {
      // The failed step shows the mapped error (and the transaction-error modal opened).
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries();
    }
  };

  if (listingState(view) !== 'listed') return <Notice>{t('buy.delisted')}</Notice>;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="buy-title">
      <h2 id="buy-title" className={styles.title}>
        {t('buy.title')}
      </h2>
      <M2AmountField
        label={t('buy.amountLabel')}
        value={input}
        onChange={(value) => {
          setInput(value);
          setProblem(null);
        }}
        hint={t('buy.available', { value: formatM2(view.availableM2, lng) })}
        error={shownProblem ? messageText(t, shownProblem) : null}
      />
      <dl className={styles.summary}>
        <div>
          <dt>{t('buy.price')}</dt>
          <dd>{t('units.usdt', { value: formatPrice(view.currentPrice, decimals, lng) })}</dd>
        </div>
        <div>
          <dt>{t('buy.cost')}</dt>
          <dd>{cost !== undefined ? t('units.usdt', { value: formatUsdt(cost, decimals, lng, 4) }) : '—'}</dd>
        </div>
        {loggedIn && balance.data !== undefined && (
          <div>
            <dt>{t('buy.balance')}</dt>
            <dd>{t('units.usdt', { value: formatUsdt(balance.data, decimals, lng) })}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>{t('buy.slippageNote')}</p>
      {lockedFromChange && (
        <Notice tone="info">
          <p>
            {t('buy.lockFromAnnouncedChange', {
              change: formatDateTime(Number(announcedAt) * 1000, lng),
              until: formatDateTime(Number(lockStart(now, announcedAt) + view.lockDuration) * 1000, lng),
            })}
          </p>
        </Notice>
      )}
      {extendsLock && extension && lock.data && (
        <Notice tone="warning">
          <p>
            {t('buy.lockExtension', {
              m2: formatM2(extension.extendedM2, lng, 4),
              from: formatDateTime(Number(lock.data[1]) * 1000, lng),
              to: formatDateTime(Number(extension.unlockTime) * 1000, lng),
            })}
          </p>
          <label className={styles.acknowledge}>
            <input
              type="checkbox"
              checked={lockAccepted}
              onChange={(event) => setLockAccepted(event.target.checked)}
            />{' '}
            {t('buy.lockExtensionAccept')}
          </label>
        </Notice>
      )}
      {unverified && account && verification.status && (
        <VerificationNotice status={verification.status} wallet={account} />
      )}
      <Button
        type="submit"
        block
        busy={busy}
        disabled={busy || (loggedIn && systemClosed) || (extendsLock && !lockAccepted) || unverified}
      >
        {loggedIn ? t('buy.submit') : walletConnected ? t('buy.signInToBuy') : t('buy.connectToBuy')}
      </Button>
      <TxSteps steps={flow.steps} />
      {outcome && <Notice tone={outcome.tone}>{messageText(t, outcome.text)}</Notice>}
    </form>
  );
}
