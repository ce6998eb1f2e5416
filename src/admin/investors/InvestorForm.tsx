// The KYC fields of an investor (docs/investors.md#kyc-record): review status, country (ISO 3166-1 alpha-2, one
// ISO assigns: src/core/countries.ts) and
// notes; the wallet only when opening a record. The server checks them again and its field errors show by the
// inputs (src/admin/providers/apiErrors.ts).
import { maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { isAddress } from 'viem';
import { countryCodeValidator, normaliseCountryInput } from '../shared/countries.ts';
import { kycStatusChoices } from './investorChoices.ts';

const wallet = [
  required(),
  (value: unknown) =>
    typeof value === 'string' && isAddress(value) ? undefined : 'admin.roles.invalidAddress',
];

export function InvestorForm({ withWallet = false }: { withWallet?: boolean }) {
  return (
    <SimpleForm>
      {withWallet && <TextInput source="wallet" validate={wallet} fullWidth />}
      <SelectInput
        source="kyc_status"
        choices={kycStatusChoices}
        defaultValue="pending"
        // A wallet without a KYC record yet (`none`) opens its record as pending.
        format={(value: unknown) => (value === 'none' ? 'pending' : value)}
        validate={required()}
      />
      <TextInput source="country" validate={countryCodeValidator} parse={normaliseCountryInput} />
      <TextInput source="notes" multiline minRows={3} fullWidth validate={maxLength(4000)} />
    </SimpleForm>
  );
}
