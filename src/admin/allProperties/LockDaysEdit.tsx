// Inline lock-duration edit (spec §2, §5): whole days, min 1, step 1, sent as seconds (x 86400).
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { masterRegistryAbi } from '../../../generated/contracts.ts';
import { useWriteMasterRegistrySetLockDuration } from '../../../generated/wagmi.ts';
import { contractAddresses } from '../../config/contracts.ts';
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
  const write = useWriteMasterRegistrySetLockDuration();
  const registry = contractAddresses().MasterRegistry;

  return (
    <InlineEditForm
      label={translate('admin.allProperties.edit.lockDays')}
      current={String(lockDuration / BigInt(SECONDS_PER_DAY))}
      min={1}
      step={1}
      parse={parseLockDays}
      disabled={disabled}
      onSave={async (seconds) => {
        const args = [token, seconds] as const;
        await run(
          'admin.operations.setLockDuration',
          { address: registry, abi: masterRegistryAbi, functionName: 'setLockDuration', args },
          () => write.mutateAsync({ address: registry, args }),
        );
        notify('admin.allProperties.edit.lockSaved', { type: 'success' });
      }}
    />
  );
}
