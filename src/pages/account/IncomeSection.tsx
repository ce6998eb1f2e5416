// Rental income of the connected investor (docs/income.md): what each property it ever held pays now and what
// it was paid already, the totals, 'Claim' per property and 'Claim all' (one transaction for every property with
// income to claim), and 'Reinvest': the most M2 of a listed property its income buys at the current price, locked
// like any purchase. The claimable figures come from the API, which reads them from the chain.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { reinvestment } from '#core/reinvest.ts';
import type { PropertyIncome } from '../../../generated/api/model/index.ts';
import { purchasesCreate } from '../../../generated/api/purchases/purchases.ts';
import { useUserIncomeRetrieve } from '../../../generated/api/user/user.ts';
import { recordTradeErrorMessage } from '../../api/errors/purchaseErrors.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useAllPropertyViews } from '../../chain/propertyReads.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, INCOME_FRACTION_DIGITS, toBigInt } from '../../lib/amounts.ts';
import { type Message, message, messageText } from '../../lib/message.ts';
import { usePropertyNames } from '../../properties/usePropertyNames.ts';
import { recordTrade } from '../../trade/recordTrade.ts';
import { TxSteps } from '../../trade/TxSteps.tsx';
import { claimIncome, reinvestIncome } from '../../trade/tradeActions.ts';
import { useTradeGuard } from '../../trade/useTradeGuard.ts';
import { useTxSteps } from '../../trade/useTxSteps.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from './AccountSection.module.css';
import { AccountSection } from './AccountSection.tsx';
import { propertyColumn } from './propertyColumn.tsx';

export function IncomeSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const loggedIn = useAuth(selectIsLoggedIn);
  const account = useAuth((s) => s.walletAddress);
  const config = useConfig();
  const queryClient = useQueryClient();
  const decimals = useUsdtDecimals();
  const names = usePropertyNames();
  const guard = useTradeGuard();
  const flow = useTxSteps();
  const query = useUserIncomeRetrieve({ query: { enabled: loggedIn } });
  const views = useAllPropertyViews();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Message | null>(null);
  const income = query.data?.data;
  const rows = income?.properties ?? [];
  const usdt = (amount: string | bigint) =>
    t('units.usdt', { value: formatUsdt(toBigInt(amount), decimals, lng, INCOME_FRACTION_DIGITS) });
  const due = rows.filter((row) => toBigInt(row.claimable) > 0n);
  /** What the income of `row` buys now: nothing on a delisted property or before its figures came. */
  const reinvestable = (row: PropertyIncome) => {
    // Compared as text: a malformed address in an answer matches nothing instead of throwing.
    const view = views.data?.find((v) => v.token.toLowerCase() === row.contract_address.toLowerCase());
    if (!view?.isListed) return null;
    const buys = reinvestment(toBigInt(row.claimable), view.currentPrice, view.availableM2);
    return buys.m2 > 0n ? { ...buys, view } : null;
  };

  const reinvest = async (row: PropertyIncome) => {
    setOutcome(null);
    const buys = reinvestable(row);
    if (!account || !buys || !(await guard().catch(() => false))) return;
    setBusy(`reinvest:${row.contract_address}`);
    try {
      flow.plan([
        { id: 'reinvest', labelKey: 'parts.income.steps.reinvest' },
        { id: 'record', labelKey: 'buy.steps.record' },
      ]);
      const receipt = await flow.runTx('reinvest', 'parts.income.steps.reinvest', () =>
        reinvestIncome(
          config,
          account as Address,
          buys.view.token,
          buys.m2,
          buys.cost,
          buys.view.lockDuration,
        ),
      );
      // A reinvestment is a purchase: recorded like one (POST /purchases/create/ records the transaction's logs,
      // the reinvestment included), so the portfolio, purchases, income and ownership the page reloads below
      // already carry it (#27: they stayed stale until a reload).
      const recorded = await recordTrade(
        flow,
        () => purchasesCreate({ tx_hash: receipt.transactionHash }),
        (error) => recordTradeErrorMessage(error, 'purchase'),
        {
          success: message('parts.income.reinvested', {
            usdt: formatUsdt(buys.cost, decimals, lng, INCOME_FRACTION_DIGITS),
            m2: formatM2(buys.m2, lng, 4),
          }),
          later: message('buy.recordedLater'),
        },
      );
      setOutcome(recorded.text);
    } catch {
      // The failed step shows the mapped error.
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries();
    }
  };

  const claim = async (key: string, claimed: PropertyIncome[]) => {
    setOutcome(null);
    if (!account || !(await guard().catch(() => false))) return;
    const total = claimed.reduce((sum, row) => sum + toBigInt(row.claimable), 0n);
    setBusy(key);
    try {
      flow.plan([{ id: 'claim', labelKey: 'parts.income.steps.claim' }]);
      await flow.runTx('claim', 'parts.income.steps.claim', () =>
        claimIncome(
          config,
          account as Address,
          claimed.map((row) => row.contract_address as Address),
        ),
      );
      setOutcome(
        message('parts.income.success', { usdt: formatUsdt(total, decimals, lng, INCOME_FRACTION_DIGITS) }),
      );
    } catch {
      // The failed step shows the mapped error.
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries();
    }
  };

  return (
    <AccountSection
      id="income"
      title={t('parts.income.title')}
      loading={query.isLoading || names.isLoading}
      error={query.error ? message('parts.income.error') : null}
      empty={rows.length === 0}
      emptyText={t('parts.income.empty')}
    >
      <dl className={styles.totals}>
        <div>
          <dt>{t('parts.income.totalClaimable')}</dt>
          <dd data-testid="income-total-claimable">{usdt(income?.total_claimable ?? '0')}</dd>
        </div>
        <div>
          <dt>{t('parts.income.totalReceived')}</dt>
          <dd>{usdt(toBigInt(income?.total_claimed ?? '0') + toBigInt(income?.total_reinvested ?? '0'))}</dd>
        </div>
      </dl>
      <DataTable
        caption={t('parts.income.title')}
        rows={rows}
        rowKey={(row) => row.contract_address}
        columns={[
          propertyColumn<PropertyIncome>(t('parts.columns.property'), names.nameOf, (row) => ({
            address: row.contract_address,
            onChainName: row.property_name,
          })),
          {
            key: 'claimable',
            header: t('parts.income.claimable'),
            numeric: true,
            render: (row) => usdt(row.claimable),
          },
          {
            key: 'received',
            header: t('parts.income.received'),
            numeric: true,
            render: (row) => usdt(toBigInt(row.claimed) + toBigInt(row.reinvested)),
          },
          {
            key: 'actions',
            header: t('parts.columns.actions'),
            render: (row) => {
              const name = names.nameOf(row.contract_address, row.property_name);
              const buys = reinvestable(row);
              return (
                <span className={styles.rowActions}>
                  <Button
                    variant="secondary"
                    busy={busy === row.contract_address}
                    disabled={busy !== null || toBigInt(row.claimable) === 0n}
                    aria-label={t('parts.income.claimLabel', { name })}
                    onClick={() => void claim(row.contract_address, [row])}
                  >
                    {t('parts.income.claim')}
                  </Button>
                  <Button
                    variant="secondary"
                    busy={busy === `reinvest:${row.contract_address}`}
                    disabled={busy !== null || !buys}
                    aria-label={t('parts.income.reinvestLabel', {
                      name,
                      m2: buys ? formatM2(buys.m2, lng, 4) : '0',
                    })}
                    onClick={() => void reinvest(row)}
                  >
                    {t('parts.income.reinvest')}
                  </Button>
                </span>
              );
            },
          },
        ]}
      />
      <p className={styles.muted}>{t('parts.income.reinvestNote')}</p>
      <div className={styles.actions}>
        <Button
          busy={busy === 'all'}
          disabled={busy !== null || due.length === 0}
          onClick={() => void claim('all', due)}
        >
          {t('parts.income.claimAll')}
        </Button>
      </div>
      <TxSteps steps={flow.steps} />
      {outcome && <Notice tone="success">{messageText(t, outcome)}</Notice>}
    </AccountSection>
  );
}
