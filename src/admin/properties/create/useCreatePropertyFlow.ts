// The create-property flow (docs/flows.md#creating-a-property):
// 1. the on-chain transaction createProperty(name, total M², price per M², lock seconds);
// 2. on confirmation, the PropertyCreated event gives the token address and name;
// 3. the backend record is posted with that contract address (multipart);
// 4. the gallery, if one was chosen, is uploaded to the new record.
// Each step is idle, loading, success or error. The token, once created, is kept: a failed backend or
// gallery step is retried on its own and never creates a second token, also after a reload (the token
// waits in sessionStorage until its record exists, pendingToken.ts). The flow can also start from a
// token already on chain (no record yet: "Create backend record"), which skips the chain step.
// Reset clears everything (back to that existing token when the flow started from one).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useDataProvider } from 'react-admin';
import type { Address, Hash, Log } from 'viem';
import type { Property } from '../../../../generated/api/model/index.ts';
import { getPropertiesOnchainCatalogQueryKey } from '../../../../generated/api/properties/properties.ts';
import { simulateMasterRegistryCreateProperty } from '../../../../generated/wagmi.ts';
import { registryEvents } from '../../../config/contracts.ts';
import { type Message, message, rawMessage } from '../../../lib/message.ts';
import { failureOf } from '../../providers/apiErrors.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { PropertyFormData } from '../../providers/propertyForm.ts';
import type { StepState } from '../../shared/StepList.tsx';
import { ChainActionError, useChainAction } from '../../shared/useChainAction.ts';
import { useNotifyMessage } from '../../shared/useMessageText.ts';
import { type CreateFormValues, chainArguments } from './createFormValidation.ts';
import { type CreatedToken, clearPendingToken, formTexts, savePendingToken } from './pendingToken.ts';

export type { CreatedToken } from './pendingToken.ts';

export type CreateStep = 'chain' | 'backend' | 'gallery';

export interface CreateFlowState {
  steps: Record<CreateStep, StepState>;
  errors: Partial<Record<CreateStep, { message: Message; details: string[] }>>;
  token: CreatedToken | null;
  record: Property | null;
  /** Success texts shown so far (docs/flows.md#creating-a-property: created, then the gallery message). */
  messages: Message[];
}

/** The first state: nothing done, or the chain step done when the flow starts from an existing token. */
const initialState = (token: CreatedToken | null): CreateFlowState => ({
  steps: { chain: token ? 'success' : 'idle', backend: 'idle', gallery: 'idle' },
  errors: {},
  token,
  record: null,
  messages: [],
});

/** Where a flow starts: a new token, one created before a reload, or one already on chain. */
export interface FlowStart {
  kind: 'new' | 'resumed' | 'existing';
  token: CreatedToken | null;
}

export class MissingCreatedEventError extends Error {}

/** Reads the PropertyCreated event of the creation receipt (docs/flows.md#creating-a-property step 2). */
export function createdToken(logs: Log[], hash: Hash): CreatedToken {
  const [event] = registryEvents(logs, 'PropertyCreated');
  if (!event) throw new MissingCreatedEventError('PropertyCreated event not found');
  return { address: event.args.token, name: event.args.name, hash };
}

/** The backend record's fields from the form (POST /custom_admin/properties/, docs/api.md#endpoints). */
export function backendRecord(values: CreateFormValues, contractAddress: Address): PropertyFormData {
  return {
    name: values.propertyName.trim(),
    description: values.description.trim(),
    contract_address: contractAddress,
    apy_percent: Number(values.apyPercent.trim().replace(',', '.')),
    image: values.image,
    name_ru: values.nameRu,
    description_ru: values.descriptionRu,
    property_address: values.propertyAddress,
    property_address_ru: values.propertyAddressRu,
  };
}

export function useCreatePropertyFlow(decimals: number, start: FlowStart = { kind: 'new', token: null }) {
  const run = useChainAction();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotifyMessage();
  const [state, setState] = useState<CreateFlowState>(() => initialState(start.token));

  const update = (patch: (current: CreateFlowState) => Partial<CreateFlowState>) =>
    setState((current) => ({ ...current, ...patch(current) }));
  const stepTo = (step: CreateStep, value: StepState) =>
    update((current) => ({ steps: { ...current.steps, [step]: value } }));
  const fail = (step: CreateStep, error: Message, details: string[] = []) =>
    update((current) => ({
      steps: { ...current.steps, [step]: 'error' },
      errors: { ...current.errors, [step]: { message: error, details } },
    }));
  const succeed = (step: CreateStep) =>
    update((current) => ({
      steps: { ...current.steps, [step]: 'success' },
      errors: { ...current.errors, [step]: undefined },
    }));
  /** Success is said once every chosen step is done (record and gallery), never while one still runs. */
  const announce = (texts: Message[]) => {
    update((current) => ({ messages: [...current.messages, ...texts] }));
    for (const text of texts) notify(text);
  };

  async function createOnChain(values: CreateFormValues): Promise<CreatedToken | null> {
    stepTo('chain', 'loading');
    const args = chainArguments(values, decimals);
    try {
      const receipt = await run('admin.operations.createProperty', simulateMasterRegistryCreateProperty, {
        args,
      });
      const token = createdToken(receipt.logs, receipt.transactionHash);
      savePendingToken({ token, texts: formTexts(values) });
      update((current) => ({ token, steps: { ...current.steps, chain: 'success' } }));
      return token;
    } catch (error) {
      if (error instanceof ChainActionError) fail('chain', error.userMessage);
      else if (error instanceof MissingCreatedEventError)
        fail('chain', message('admin.create.errors.eventNotFound'));
      else fail('chain', rawMessage(error instanceof Error ? error.message : String(error)));
      return null;
    }
  }

  async function saveRecord(values: CreateFormValues, token: CreatedToken): Promise<Property | null> {
    stepTo('backend', 'loading');
    try {
      const record = await create(
        'properties',
        { data: backendRecord(values, token.address) },
        { returnPromise: true },
      );
      update(() => ({ record: record as Property }));
      clearPendingToken(token.address);
      // "All properties" offers "Create backend record" from this list: it has one now.
      void queryClient.invalidateQueries({ queryKey: getPropertiesOnchainCatalogQueryKey() });
      succeed('backend');
      return record as Property;
    } catch (error) {
      const failure = failureOf(error);
      fail('backend', failure.message, failure.details);
      return null;
    }
  }

  /** The gallery's success text, or null when the upload failed. */
  async function uploadGallery(files: readonly File[], record: Property): Promise<Message | null> {
    stepTo('gallery', 'loading');
    try {
      const result = await dataProvider.uploadGallery(record.id, files);
      update(() => ({ record: { ...record, gallery: result.gallery } }));
      succeed('gallery');
      return result.detail ? rawMessage(result.detail) : message('admin.gallery.uploaded');
    } catch (error) {
      const failure = failureOf(error);
      fail('gallery', failure.message, failure.details);
      return null;
    }
  }

  /** Runs every step not done yet: the chain step only while no token exists. */
  async function submit(values: CreateFormValues): Promise<void> {
    const token = state.token ?? (await createOnChain(values));
    if (!token) return;
    const record = state.record ?? (await saveRecord(values, token));
    if (!record) return;
    const texts = state.messages.length === 0 ? [message('admin.create.success')] : [];
    if (values.gallery.length > 0 && state.steps.gallery !== 'success') {
      const galleryText = await uploadGallery(values.gallery, record);
      if (!galleryText) return;
      texts.push(galleryText);
    }
    announce(texts);
  }

  const reset = () => {
    if (start.kind === 'existing') {
      setState(initialState(start.token));
      return;
    }
    // Starting over leaves a token without a record to "All properties" ("Create backend record").
    if (state.token && !state.record) clearPendingToken(state.token.address);
    setState(initialState(null));
  };
  const busy = Object.values(state.steps).includes('loading');

  return { state, submit, reset, busy };
}
