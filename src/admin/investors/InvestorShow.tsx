// One investor (GET /custom_admin/investors/{wallet}/, docs/admin.md#investors): its KYC record (edited on the
// edit page), its allow-list state on chain with the compliance actions, its holdings, trades, income,
// certificates and audit entries.
import { Stack } from '@mui/material';
import { EditButton, Loading, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import type { Investor, InvestorDetail } from '../../../generated/api/model/index.ts';
import { toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { useCountryLabel } from '../shared/countries.ts';
import { FigureList } from '../shared/FigureList.tsx';
import { Section } from '../shared/Section.tsx';
import { TxHashLink } from '../shared/TxHashLink.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { InvestorAuditEntries } from './InvestorAuditEntries.tsx';
import { InvestorChainActions } from './InvestorChainActions.tsx';
import { InvestorStatusChip } from './InvestorStatusChip.tsx';
import { RecordTable } from './RecordTable.tsx';

/** Whether `record` is the investor's detail (GET one) rather than its row of the list. */
const isDetail = (record: InvestorDetail | Investor): record is InvestorDetail =>
  Array.isArray((record as Partial<InvestorDetail>).holdings);

const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

function InvestorPage() {
  const record = useRecordContext<InvestorDetail | Investor>();
  const translate = useTranslate();
  const format = useAdminFormat();
  const countryText = useCountryLabel();
  // Opened from the list, react-admin first gives the list's row (an Investor, without the records) while the
  // detail loads: the page waits for the detail instead of reading records that are not there.
  if (!record || !isDetail(record)) return <Loading />;
  const field = (name: string) => translate(`resources.investors.fields.${name}`);
  const time = (value: string | null | undefined) => (value ? formatDateTime(value, format.locale) : '—');
  const who = (address: string | null | undefined) => (address ? <AddressText address={address} /> : '—');
  const m2 = (units: string) => format.m2(toBigInt(units));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Section title={translate('admin.investors.sections.kyc')}>
        <FigureList
          figures={[
            { id: 'wallet', label: field('wallet'), value: record.wallet },
            {
              id: 'kyc_status',
              label: field('kyc_status'),
              value: translate(`admin.investors.kycStatus.${record.kyc_status}`),
            },
            { id: 'country', label: field('country'), value: countryText(record.country) },
            { id: 'notes', label: field('notes'), value: record.notes || '—' },
            { id: 'reviewed_by', label: field('reviewed_by'), value: who(record.reviewed_by) },
            { id: 'reviewed_at', label: field('reviewed_at'), value: time(record.reviewed_at) },
            { id: 'm2', label: field('m2'), value: m2(record.m2) },
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.allowList')}>
        <FigureList
          figures={[
            { id: 'status', label: field('status'), value: <InvestorStatusChip status={record.status} /> },
            { id: 'approved_by', label: field('approved_by'), value: who(record.approved_by) },
            { id: 'approved_at', label: field('approved_at'), value: time(record.approved_at) },
            {
              id: 'expiry',
              label: field('expiry'),
              value: record.expiry ? time(record.expiry) : translate('admin.investors.never'),
            },
            {
              id: 'chain_country',
              label: field('chain_country'),
              // A number ISO does not assign (the registry takes any uint16) shows as the number itself.
              value: record.chain_country
                ? countryText(record.chain_country)
                : record.chain_country_numeric
                  ? String(record.chain_country_numeric)
                  : '—',
            },
          ]}
        />
        <InvestorChainActions
          wallet={record.wallet as Address}
          chainCountry={record.chain_country}
          heldTokens={[
            ...new Set(
              record.holdings.filter((h) => BigInt(h.balance) > 0n).map((h) => h.contract_address as Address),
            ),
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.holdings')}>
        <RecordTable
          rows={record.holdings}
          rowKey={(h) => h.id}
          columns={[
            { label: 'property', render: (h) => h.property_name },
            { label: 'balance', align: 'right', render: (h) => m2(h.balance) },
            { label: 'locked', align: 'right', render: (h) => m2(h.locked_amount) },
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.purchases')}>
        <RecordTable
          rows={record.purchases}
          rowKey={(p) => p.id}
          columns={[
            { label: 'time', render: (p) => time(p.block_time) },
            { label: 'property', render: (p) => p.property_name },
            { label: 'm2', align: 'right', render: (p) => m2(p.m2) },
            { label: 'amount', align: 'right', render: (p) => format.usdt(toBigInt(p.cost)) },
            { label: 'transaction', render: (p) => <TxHashLink hash={p.tx_hash} /> },
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.sales')}>
        <RecordTable
          rows={record.sales}
          rowKey={(s) => s.id}
          columns={[
            { label: 'time', render: (s) => time(s.block_time) },
            { label: 'property', render: (s) => s.property_name },
            { label: 'm2', align: 'right', render: (s) => m2(s.m2) },
            { label: 'amount', align: 'right', render: (s) => format.usdt(toBigInt(s.payout)) },
            { label: 'transaction', render: (s) => <TxHashLink hash={s.tx_hash} /> },
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.income')}>
        <RecordTable
          rows={record.income}
          rowKey={(i) => i.id}
          columns={[
            { label: 'time', render: (i) => time(i.block_time) },
            { label: 'property', render: (i) => i.property_name },
            { label: 'kind', render: (i) => translate(`admin.investors.income.${i.kind}`) },
            { label: 'amount', align: 'right', render: (i) => format.usdt(toBigInt(i.amount)) },
            { label: 'transaction', render: (i) => <TxHashLink hash={i.tx_hash} /> },
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.certificates')}>
        <RecordTable
          rows={record.certificates}
          rowKey={(c) => c.id}
          columns={[
            { label: 'time', render: (c) => time(c.issued_at) },
            { label: 'property', render: (c) => `${c.property_name} (#${c.id})` },
            { label: 'm2', align: 'right', render: (c) => m2(c.m2) },
            { label: 'transaction', render: (c) => <TxHashLink hash={c.tx_hash} /> },
          ]}
        />
      </Section>
      <Section title={translate('admin.investors.sections.audit')}>
        <InvestorAuditEntries wallet={record.wallet} />
      </Section>
    </Stack>
  );
}

export function InvestorShow() {
  return (
    // The list's row is in the cache as this record, fresh for the app's 5-minute stale time: never fresh here, so
    // the detail is asked on every opening, also when the query starts only after the access check answered (a
    // mount-time refetch alone would not run then), or the page would wait for a detail that is never fetched.
    <Show<InvestorDetail> actions={<ShowActions />} queryOptions={{ refetchOnMount: 'always', staleTime: 0 }}>
      <InvestorPage />
    </Show>
  );
}
