// The choices of the investors' filters and forms, from the rules of src/core/investorStatus.ts
// (docs/investors.md#statuses); their labels are under admin.investors. in admin.json.
import { ALLOWLIST_STATUSES, KYC_LIST_STATUSES, KYC_STATUSES } from '#core/investorStatus.ts';

/** The statuses a KYC record can be given (the form). */
export const kycStatusChoices = KYC_STATUSES.map((id) => ({ id, name: `admin.investors.kycStatus.${id}` }));
/** The list's filter: those, and no record yet. */
export const kycFilterChoices = KYC_LIST_STATUSES.map((id) => ({
  id,
  name: `admin.investors.kycStatus.${id}`,
}));
export const allowListChoices = ALLOWLIST_STATUSES.map((id) => ({
  id,
  name: `admin.investors.status.${id}`,
}));
export const holdsM2Choices = [
  { id: 'true', name: 'admin.investors.holdsM2.yes' },
  { id: 'false', name: 'admin.investors.holdsM2.no' },
];
