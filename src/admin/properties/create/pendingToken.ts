// The token a create flow made on chain, kept in sessionStorage until its backend record exists
// (docs/flows.md#creating-a-property), so that a reload or a crash of the tab between the chain step and the
// backend step resumes the flow on the same token instead of leaving it without a record. Kept per tab, chain
// and registry; the form's texts come back with it (files cannot be stored: the image is chosen again). A
// token orphaned anyway (tab closed) is offered on "All properties" with "Create backend record".
import { type Address, getAddress, isAddress, isAddressEqual, isHash } from 'viem';
import { CHAIN_ID } from '../../../config/chains.ts';
import { contractAddresses } from '../../../config/contracts.ts';
import { type CreateFormValues, EMPTY_CREATE_FORM } from './createFormValidation.ts';

export const PENDING_TOKEN_KEY = 'admin.create.pendingToken';

/** A token on chain the create flow works on: just created (with its transaction) or already there. */
export interface CreatedToken {
  address: Address;
  name: string;
  hash?: `0x${string}`;
}

/** The form's text fields (everything but the files). */
export type CreateFormTexts = Omit<CreateFormValues, 'image' | 'gallery'>;

export interface PendingToken {
  token: CreatedToken;
  texts: CreateFormTexts;
}

interface Stored extends PendingToken {
  chainId: number;
  registry: Address;
}

const TEXT_KEYS = Object.keys(EMPTY_CREATE_FORM).filter(
  (key): key is keyof CreateFormTexts => typeof EMPTY_CREATE_FORM[key as keyof CreateFormValues] === 'string',
);

export function formTexts(values: CreateFormValues): CreateFormTexts {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, values[key]])) as CreateFormTexts;
}

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

export function savePendingToken(pending: PendingToken): void {
  const stored: Stored = { ...pending, chainId: CHAIN_ID, registry: contractAddresses().MasterRegistry };
  try {
    storage()?.setItem(PENDING_TOKEN_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the token is still offered on "All properties".
  }
}

/** The pending token of this tab on this chain and registry, or null (anything unreadable is dropped). */
export function loadPendingToken(): PendingToken | null {
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(storage()?.getItem(PENDING_TOKEN_KEY) ?? 'null') ?? {};
  } catch {
    clearPendingToken();
    return null;
  }
  const { token, texts, chainId, registry } = stored;
  const valid =
    chainId === CHAIN_ID &&
    typeof registry === 'string' &&
    isAddress(registry) &&
    isAddressEqual(registry, contractAddresses().MasterRegistry) &&
    typeof token?.address === 'string' &&
    isAddress(token.address) &&
    typeof token.name === 'string' &&
    (token.hash === undefined || isHash(token.hash)) &&
    typeof texts === 'object' &&
    texts !== null;
  if (!valid) return null;
  const restored = Object.fromEntries(
    TEXT_KEYS.map((key) => [key, typeof texts[key] === 'string' ? texts[key] : '']),
  ) as CreateFormTexts;
  return { token: { ...token, address: getAddress(token.address) }, texts: restored };
}

/** Forgets the pending token; with `address`, only when it is that token. */
export function clearPendingToken(address?: Address): void {
  if (address !== undefined) {
    const pending = loadPendingToken();
    if (pending && !isAddressEqual(pending.token.address, address)) return;
  }
  try {
    storage()?.removeItem(PENDING_TOKEN_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
