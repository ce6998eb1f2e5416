// The registry's own limits for a new property (MAX_NAME_LENGTH, MAX_TOTAL_M2, MAX_LOCK_DURATION), read
// once from the chain so the form refuses what the contract would revert; defaults until they arrive.
import { useMemo } from 'react';
import {
  useReadMasterRegistryMaxLockDuration,
  useReadMasterRegistryMaxNameLength,
  useReadMasterRegistryMaxTotalM2,
} from '../../../../generated/wagmi.ts';
import { SECONDS_PER_DAY } from '../../../lib/duration.ts';
import { type CreateLimits, DEFAULT_CREATE_LIMITS } from './createFormValidation.ts';

const once = { staleTime: Number.POSITIVE_INFINITY } as const;

export function useCreateLimits(): CreateLimits {
  const { data: maxName } = useReadMasterRegistryMaxNameLength({ query: once });
  const { data: maxM2 } = useReadMasterRegistryMaxTotalM2({ query: once });
  const { data: maxLock } = useReadMasterRegistryMaxLockDuration({ query: once });
  return useMemo(
    () => ({
      ...DEFAULT_CREATE_LIMITS,
      ...(maxName !== undefined && { maxNameBytes: Number(maxName) }),
      ...(maxM2 !== undefined && { maxTotalM2: maxM2 }),
      ...(maxLock !== undefined && { maxLockDays: Number(maxLock / BigInt(SECONDS_PER_DAY)) }),
    }),
    [maxName, maxM2, maxLock],
  );
}
