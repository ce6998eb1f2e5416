// The status filter's choices, labelled by admin.recoveries.status.* (docs/admin.md#recoveries).
import { RECOVERY_STATUSES } from '#core/recoveryStatus.ts';

export const recoveryStatusChoices = RECOVERY_STATUSES.map((id) => ({
  id,
  name: `admin.recoveries.status.${id}`,
}));
