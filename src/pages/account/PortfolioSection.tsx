// The investor's portfolio (docs/portfolio.md): totals (value, FIFO cost basis, unrealised and realised gain or
// loss, income, refunds, USDT balance), one row per property, the value over time (a chart loaded only when
// this section shows: uPlot stays out of the first load of every page) and the CSV and PDF exports.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioProperty } from '../../../generated/api/model/index.ts';
import { useUserPortfolioRetrieve } from '../../../generated/api/user/user.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { message } from '../../lib/message.ts';
import { usePropertyNames } from '../../properties/usePropertyNames.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import sectionStyles from './AccountSection.module.css';
import { AccountSection } from './AccountSection.tsx';
import styles from './Portfolio.module.css';
import { PortfolioExports } from './PortfolioExports.tsx';
import { usePortfolioFigureColumns, usePortfolioFormat } from './portfolioColumns.tsx';
import { propertyColumn } from './propertyColumn.tsx';

const PortfolioChart = lazy(() => import('./PortfolioChart.tsx'));

export function PortfolioSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const loggedIn = useAuth(selectIsLoggedIn);
  const names = usePropertyNames();
  const query = useUserPortfolioRetrieve({ query: { enabled: loggedIn } });
  const portfolio = query.data?.data;
  const decimals = useUsdtDecimals();
  const { usdt, income, gain } = usePortfolioFormat();
  const figureColumns = usePortfolioFigureColumns<PortfolioProperty>();
  const totals = portfolio?.totals;

  return (
    <AccountSection
      id="portfolio"
      title={t('portfolio.title')}
      loading={query.isLoading}
      error={query.error ? message('portfolio.error') : null}
      empty={!portfolio || portfolio.properties.length === 0}
      emptyText={t('portfolio.empty')}
    >
      {portfolio && totals && (
        <>
          <p className={styles.note}>
            {t('portfolio.asOf', {
              date: formatDateTime(portfolio.as_of, lng),
              block: portfolio.as_of_block,
            })}
          </p>
          <dl className={sectionStyles.totals} data-testid="portfolio-totals">
            <div>
              <dt>{t('portfolio.totals.value')}</dt>
              <dd data-figure="value">{usdt(totals.value)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.costBasis')}</dt>
              <dd data-figure="cost_basis">{usdt(totals.cost_basis)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.unrealised')}</dt>
              <dd data-figure="unrealised_gain">{gain(totals.unrealised_gain)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.realised')}</dt>
              <dd data-figure="realised_gain">{gain(totals.realised_gain)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.income')}</dt>
              <dd data-figure="income">{income(totals.income)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.refunds')}</dt>
              <dd data-figure="refunds">{usdt(totals.refunds)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.claimable')}</dt>
              <dd data-figure="claimable_income">{income(totals.claimable_income)}</dd>
            </div>
            <div>
              <dt>{t('portfolio.totals.usdtBalance')}</dt>
              <dd data-figure="usdt_balance">{usdt(portfolio.usdt_balance)}</dd>
            </div>
          </dl>
          <DataTable<PortfolioProperty>
            caption={t('portfolio.byProperty')}
            dense
            rows={portfolio.properties}
            rowKey={(row) => row.contract_address}
            columns={[
              propertyColumn<PortfolioProperty>(t('portfolio.columns.property'), names.nameOf, (row) => ({
                address: row.contract_address,
                onChainName: row.property_name,
              })),
              ...figureColumns,
            ]}
          />
          <h3 className={styles.subtitle}>{t('portfolio.chart.title')}</h3>
          <div className={styles.chart}>
            <Suspense fallback={<p className={styles.note}>{t('portfolio.chart.loading')}</p>}>
              <PortfolioChart decimals={decimals} />
            </Suspense>
          </div>
        </>
      )}
      <h3 className={styles.subtitle}>{t('portfolio.exports.title')}</h3>
      <PortfolioExports chainYear={portfolio ? new Date(portfolio.as_of).getUTCFullYear() : undefined} />
    </AccountSection>
  );
}
