// Open a KYC record for a wallet the back office has not seen yet (POST /custom_admin/investors/,
// docs/admin.md#investors), before approving it on chain from its page.
import { Create } from 'react-admin';
import { InvestorForm } from './InvestorForm.tsx';

export function InvestorCreate() {
  return (
    <Create redirect="show">
      <InvestorForm withWallet />
    </Create>
  );
}
