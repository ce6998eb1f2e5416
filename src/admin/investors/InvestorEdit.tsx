// Edit an investor's KYC record (PUT /custom_admin/investors/{wallet}/, docs/admin.md#investors): review status,
// country, notes. The allow-list is changed on chain, from the investor's page.
import { Edit, useTranslate } from 'react-admin';
import type { InvestorDetail } from '../../../generated/api/model/index.ts';
import { InvestorForm } from './InvestorForm.tsx';

export function InvestorEdit() {
  const translate = useTranslate();
  return (
    <Edit<InvestorDetail>
      mutationMode="pessimistic"
      redirect="show"
      title={translate('admin.investors.sections.kyc')}
    >
      <InvestorForm />
    </Edit>
  );
}
