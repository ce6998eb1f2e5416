// The choices of the investors' filters and forms, from the rules of src/core/investorStatus.ts
// (docs/investors.md#statuses); their labels are under admin.investors. in admin.json.
import { ALLOWLIST_STATUSES, KYC_STATUSES } from '../../core/investorStatus.ts';

export const kycStatusChoices = KYC_STATUSES.map((id) => ({ id, name: `admin.investors.kycStatus.${id}` }));
export const allowListChoices = ALLOWLIST_STATUSES.map((id) => ({
  id,
  name: `admin.investors.status.${id}`,
}));
export const holdsM2Choices = [
  { id: 'true', name: 'admin.investors.holdsM2.yes' },
  { id: 'false', name: 'admin.investors.holdsM2.no' },
];
