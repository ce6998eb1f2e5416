// Where the "Create property" page starts (docs/flows.md#creating-a-property: a later step is retried without
// a second token):
// - `?token=0x…` (from "Create backend record" on "All properties"): a token already on chain without a
//   backend record; its on-chain figures are read through the lens and the flow starts at the backend step;
// - else a token this tab created before a reload, still without a record (pendingToken.ts);
// - else a new property.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatUnits, getAddress, isAddress } from 'viem';
import { usePropertyView } from '../../../chain/propertyReads.ts';
import { SECONDS_PER_DAY } from '../../../lib/duration.ts';
import type { PropertyView } from '../../shared/chainTypes.ts';
import { type CreateFormValues, EMPTY_CREATE_FORM } from './createFormValidation.ts';
import { loadPendingToken } from './pendingToken.ts';
import type { FlowStart } from './useCreatePropertyFlow.ts';

export const EXISTING_TOKEN_PARAM = 'token';

export interface CreateStart extends FlowStart {
  values: CreateFormValues;
}

export type CreateStartState =
  | { status: 'loading' }
  | { status: 'notAProperty'; address: string }
  | { status: 'ready'; start: CreateStart };

/** The form's on-chain fields as the token holds them (total price at the current price per M²). */
export function valuesFromChain(view: PropertyView, decimals: number): CreateFormValues {
  return {
    ...EMPTY_CREATE_FORM,
    propertyName: view.name,
    totalM2: view.totalM2.toString(),
    totalPrice: formatUnits(view.currentPrice * view.totalM2, decimals),
    lockDuration: String(Number(view.lockDuration) / SECONDS_PER_DAY),
  };
}

export function useCreateStart(decimals: number): CreateStartState {
  const [params] = useSearchParams();
  const requested = params.get(EXISTING_TOKEN_PARAM);
  const address = requested !== null && isAddress(requested) ? getAddress(requested) : undefined;
  const view = usePropertyView(address);
  const pending = useMemo(() => (requested === null ? loadPendingToken() : null), [requested]);

  if (requested !== null) {
    if (!address || view.isError) return { status: 'notAProperty', address: requested };
    if (!view.data) return { status: 'loading' };
    return {
      status: 'ready',
      start: {
        kind: 'existing',
        token: { address, name: view.data.name },
        values: valuesFromChain(view.data, decimals),
      },
    };
  }
  if (pending) {
    return {
      status: 'ready',
      start: { kind: 'resumed', token: pending.token, values: { ...EMPTY_CREATE_FORM, ...pending.texts } },
    };
  }
  return { status: 'ready', start: { kind: 'new', token: null, values: EMPTY_CREATE_FORM } };
}
