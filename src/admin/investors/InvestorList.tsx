// Investors (GET /custom_admin/investors/, docs/admin.md#investors): wallet, allow-list status, KYC status,
// country, M2 held, approval time; filters by allow-list status, KYC status, country, whether it holds M2, and a
// search of wallets and notes. A row opens the investor's page.
import { type Theme, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Investor } from '../../../generated/api/model/index.ts';
import { toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { useCountryChoices, useCountryLabel } from '../shared/countries.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { InvestorStatusChip } from './InvestorStatusChip.tsx';
import { allowListChoices, holdsM2Choices, kycFilterChoices } from './investorChoices.ts';

/** The list's filters; the country is picked by name in the console's language and sent as its alpha-2 code, which
 *  matches the KYC record's country or the one given on chain (docs/investors.md#countries). */
const filtersWith = (countries: { id: string; name: string }[]) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={allowListChoices} alwaysOn />,
  <SelectInput key="kyc_status" source="kyc_status" choices={kycFilterChoices} />,
  <AutocompleteInput key="country" source="country" choices={countries} />,
  <SelectInput key="holds_m2" source="holds_m2" choices={holdsM2Choices} alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export function InvestorList() {
  const format = useAdminFormat();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const countries = useCountryChoices();
  const countryText = useCountryLabel();
  const filters = useMemo(() => filtersWith(countries), [countries]);
  return (
    <List<Investor>
      title="admin.menu.investors"
      sort={{ field: 'id', order: 'ASC' }}
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      exporter={false}
    >
      {phone ? (
        <SimpleList<Investor>
          linkType="show"
          primaryText={(record) => <AddressText address={record.wallet} />}
          secondaryText={(record) =>
            `${translate(`admin.investors.status.${record.status}`)} · ${format.m2(toBigInt(record.m2))}`
          }
        />
      ) : (
        <DataTable<Investor> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="wallet" render={(record) => <AddressText address={record.wallet} />} />
          <DataTable.Col source="status" render={(record) => <InvestorStatusChip status={record.status} />} />
          <DataTable.Col
            source="kyc_status"
            render={(record) => translate(`admin.investors.kycStatus.${record.kyc_status}`)}
          />
          {/* The KYC record's country, else the one given with the approval on chain (docs/investors.md#countries). */}
          <DataTable.Col
            source="country"
            render={(record) => countryText(record.country ?? record.chain_country)}
          />
          <DataTable.Col align="right" source="m2" render={(record) => format.m2(toBigInt(record.m2))} />
          <DataTable.Col
            source="approved_at"
            render={(record) =>
              record.approved_at ? formatDateTime(record.approved_at, format.locale) : '—'
            }
          />
        </DataTable>
      )}
    </List>
  );
}
