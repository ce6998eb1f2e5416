// Inline lock-duration edit (docs/admin.md#all-properties, docs/validation.md#inline-edits): whole days, min
// 1, step 1, sent as seconds (x 86400).
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { simulateMasterRegistrySetLockDuration } from '../../../generated/wagmi.ts';
import { SECONDS_PER_DAY } from '../../lib/duration.ts';
import { lockDaysError } from '../properties/create/createFormValidation.ts';
import { InlineEditForm, type Parsed } from '../shared/InlineEditForm.tsx';
import { useChainAction } from '../shared/useChainAction.ts';

export function parseLockDays(text: string): Parsed<bigint> {
  const error = lockDaysError(text);
  return error ? { ok: false, error } : { ok: true, value: BigInt(text.trim()) * BigInt(SECONDS_PER_DAY) };
}

export function LockDaysEdit({
  token,
  lockDuration,
  disabled,
}: {
  token: Address;
  lockDuration: bigint;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();

  return (
    <InlineEditForm
      label={translate('admin.allProperties.edit.lockDays')}
      current={String(lockDuration / BigInt(SECONDS_PER_DAY))}
      min={1}
      step={1}
      parse={parseLockDays}
      disabled={disabled}
      onSave={async (seconds) => {
        await run('admin.operations.setLockDuration', simulateMasterRegistrySetLockDuration, {
          args: [token, seconds],
        });
        notify('admin.allProperties.edit.lockSaved', { type: 'success' });
      }}
    />
  );
}
