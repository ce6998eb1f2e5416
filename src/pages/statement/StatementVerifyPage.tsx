// /statements/verify/{id}/?signature=… (docs/routes.md#statement-verification): the public, human page of a yearly
// statement's verify link (printed on the PDF and as its QR code). It asks the API
// (GET /api/portfolio/statements/verify/{id}/) for the figures the server signed — totals, USDT balance and every
// per-property row, in whole M2 and USDT — and says whether the signature is the server's over exactly them.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { StatementRow } from '../../../generated/api/model/index.ts';
import {
  getPortfolioStatementVerifyQueryKey,
  portfolioStatementVerify,
} from '../../../generated/api/user/user.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { Notice } from '../../ui/Notice.tsx';
import sectionStyles from '../account/AccountSection.module.css';
import { usePortfolioFigureColumns, usePortfolioFormat } from '../account/portfolioColumns.tsx';

export function StatementVerifyPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const signature = search.get('signature') ?? '';
  const statementId = Number(id);
  const params = { signature };
  const check = useQuery({
    queryKey: getPortfolioStatementVerifyQueryKey(statementId, params),
    queryFn: ({ signal }) => portfolioStatementVerify(statementId, params, { signal, skipAuth: true }),
    enabled: Number.isInteger(statementId) && statementId > 0 && signature !== '',
    retry: false,
  });
  const result = check.data?.status === 200 ? check.data.data : undefined;
  const statement = result?.statement;
  const { usdt, gain } = usePortfolioFormat();
  const figureColumns = usePortfolioFigureColumns<StatementRow>();

  if (check.isLoading) return <LoadingScreen />;
  return (
    <section className="container" aria-labelledby="statement-verify-title">
      <h1 id="statement-verify-title">{t('statementVerify.title', { id })}</h1>
      {!statement || !result ? (
        <Notice tone="error">{t('statementVerify.notFound')}</Notice>
      ) : (
        <>
          <p>
            {t('statementVerify.summary', {
              holder: statement.holder,
              year: statement.year,
              date: formatDateTime(new Date(statement.issued_at * 1000), lng),
            })}
          </p>
          <Notice tone={result.valid ? 'success' : 'error'}>
            {t(result.valid ? 'statementVerify.genuine' : 'statementVerify.notGenuine')}
          </Notice>
          <dl className={sectionStyles.totals} data-testid="statement-totals">
            {(
              [
                ['portfolio.totals.value', usdt(statement.value)],
                ['portfolio.totals.costBasis', usdt(statement.cost_basis)],
                ['portfolio.totals.unrealised', gain(statement.unrealised_gain)],
                ['portfolio.totals.realised', gain(statement.realised_gain)],
                ['portfolio.totals.income', usdt(statement.income)],
                ['portfolio.totals.refunds', usdt(statement.refunds)],
                ['statementVerify.invested', usdt(statement.invested)],
                ['statementVerify.saleProceeds', usdt(statement.sale_proceeds)],
                ['portfolio.totals.usdtBalance', usdt(statement.usdt_balance)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <DataTable<StatementRow>
            caption={t('portfolio.byProperty')}
            dense
            rows={statement.properties}
            rowKey={(row) => row.token}
            columns={[
              {
                key: 'property',
                header: t('portfolio.columns.property'),
                render: (r) => (lng === 'ru' && r.property_name_ru) || r.property_name,
              },
              ...figureColumns,
            ]}
          />
        </>
      )}
    </section>
  );
}
