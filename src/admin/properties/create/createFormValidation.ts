// The create-property form (docs/validation.md#create-form): its values, the checks with their texts
// (admin.json keys under `admin.create.errors`) and the figures sent on chain.
// - Required: Property Name, Description, Total M², Total Price, Lock Duration, APY Percent ('{Field} is
//   required') and the image ('Property image is required').
// - Total M² a whole number >= 1; total price > 0; lock duration >= 1 day (whole days, x 86400 s);
//   APY a non-negative number. The chain's own limits (name length, M², lock) are checked too, so a
//   transaction is never sent only to revert. Figures written with thousands separators ("1,000,000")
//   get their own message instead of being misread.
import { parseUnits } from 'viem';
import { MAX_APY_PERCENT } from '#core/propertyRecord.ts';
import contractConstants from '../../../../abis/constants.json';
import { hasThousandsSeparators } from '../../../lib/amounts.ts';
import { SECONDS_PER_DAY } from '../../../lib/duration.ts';

export interface CreateFormValues {
  propertyName: string;
  description: string;
  propertyAddress: string;
  totalM2: string;
  totalPrice: string;
  apyPercent: string;
  lockDuration: string;
  image: File | null;
  gallery: File[];
  nameRu: string;
  descriptionRu: string;
  propertyAddressRu: string;
}

export const EMPTY_CREATE_FORM: CreateFormValues = {
  propertyName: '',
  description: '',
  propertyAddress: '',
  totalM2: '',
  totalPrice: '',
  apyPercent: '',
  lockDuration: '',
  image: null,
  gallery: [],
  nameRu: '',
  descriptionRu: '',
  propertyAddressRu: '',
};

/** Limits of the registry (IMasterRegistry MAX_*) and of the API (backend record fields). */
export interface CreateLimits {
  maxNameBytes: number;
  maxTotalM2: bigint;
  maxLockDays: number;
  maxApyPercent: number;
}

const REGISTRY = contractConstants.MasterRegistry;

/** The registry's limits as its code defines them (abis/constants.json); useCreateLimits reads the chain's. */
export const DEFAULT_CREATE_LIMITS: CreateLimits = {
  maxNameBytes: Number(REGISTRY.MAX_NAME_LENGTH),
  maxTotalM2: BigInt(REGISTRY.MAX_TOTAL_M2),
  maxLockDays: Number(BigInt(REGISTRY.MAX_LOCK_DURATION) / BigInt(SECONDS_PER_DAY)),
  maxApyPercent: MAX_APY_PERCENT,
};

export type CreateFormErrors = Partial<Record<keyof CreateFormValues, string>>;

/** The fields sent on chain (createProperty): fixed once the token exists, and then not checked again. */
export const CHAIN_FIELDS = ['propertyName', 'totalM2', 'totalPrice', 'lockDuration'] as const;

/** `errors` without those of the on-chain fields (the token exists: its figures are the chain's). */
export function withoutChainFields(errors: CreateFormErrors): CreateFormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !(CHAIN_FIELDS as readonly string[]).includes(field)),
  );
}

const E = 'admin.create.errors.';
const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

const trimmed = (value: string | undefined | null): string => (value ?? '').trim().replace(',', '.');

/** Every failed check, one message key per field (the first that fails). */
export function validateCreateForm(
  values: CreateFormValues,
  decimals: number,
  limits: CreateLimits = DEFAULT_CREATE_LIMITS,
): CreateFormErrors {
  const errors: CreateFormErrors = {};
  const name = values.propertyName.trim();
  if (name === '') errors.propertyName = `${E}propertyNameRequired`;
  else if (new TextEncoder().encode(name).length > limits.maxNameBytes)
    errors.propertyName = `${E}propertyNameTooLong`;

  if (values.description.trim() === '') errors.description = `${E}descriptionRequired`;

  const m2 = trimmed(values.totalM2);
  if (m2 === '') errors.totalM2 = `${E}totalM2Required`;
  else if (hasThousandsSeparators(values.totalM2)) errors.totalM2 = `${E}totalM2Grouped`;
  else if (!DECIMAL.test(m2) || Number(m2) <= 0) errors.totalM2 = `${E}totalM2Positive`;
  else if (!WHOLE.test(m2)) errors.totalM2 = `${E}totalM2Whole`;
  else if (BigInt(m2) > limits.maxTotalM2) errors.totalM2 = `${E}totalM2TooLarge`;

  const price = trimmed(values.totalPrice);
  if (price === '') errors.totalPrice = `${E}totalPriceRequired`;
  else if (hasThousandsSeparators(values.totalPrice)) errors.totalPrice = `${E}totalPriceGrouped`;
  else if (!DECIMAL.test(price) || Number(price) <= 0) errors.totalPrice = `${E}totalPricePositive`;
  else if ((price.split('.')[1] ?? '').length > decimals) errors.totalPrice = `${E}totalPriceDecimals`;
  else if (!errors.totalM2 && pricePerM2Units(values, decimals) === 0n)
    errors.totalPrice = `${E}pricePerM2Zero`;

  const lockError = lockDaysError(values.lockDuration, limits.maxLockDays);
  if (lockError) errors.lockDuration = lockError;

  const apy = trimmed(values.apyPercent);
  if (apy === '') errors.apyPercent = `${E}apyPercentRequired`;
  else if (!DECIMAL.test(apy) || !Number.isFinite(Number(apy))) errors.apyPercent = `${E}apyPercentInvalid`;
  else if (Number(apy) > limits.maxApyPercent) errors.apyPercent = `${E}apyPercentTooLarge`;

  if (!values.image) errors.image = `${E}imageRequired`;
  return errors;
}

/** The lock-duration check shared with the inline lock edit: whole days, at least 1, at most the chain's limit. */
export function lockDaysError(
  input: string,
  maxLockDays = DEFAULT_CREATE_LIMITS.maxLockDays,
): string | undefined {
  const lock = trimmed(input);
  if (lock === '') return `${E}lockDurationRequired`;
  if (!DECIMAL.test(lock) || Number(lock) < 1) return `${E}lockDurationMin`;
  if (!WHOLE.test(lock)) return `${E}lockDurationWhole`;
  if (Number(lock) > maxLockDays) return `${E}lockDurationTooLong`;
  return undefined;
}

/** Total price in stablecoin base units, or undefined while the input is not a valid amount. */
export function totalPriceUnits(
  values: Pick<CreateFormValues, 'totalPrice'>,
  decimals: number,
): bigint | undefined {
  const price = trimmed(values.totalPrice);
  if (!DECIMAL.test(price) || (price.split('.')[1] ?? '').length > decimals) return undefined;
  return parseUnits(price, decimals);
}

/** Whole M², or undefined while the input is not a positive whole number. */
export function totalM2Whole(values: Pick<CreateFormValues, 'totalM2'>): bigint | undefined {
  const m2 = trimmed(values.totalM2);
  return WHOLE.test(m2) && BigInt(m2) > 0n ? BigInt(m2) : undefined;
}

/** The on-chain price: stablecoin base units per whole M² (total price / M², rounded down). */
export function pricePerM2Units(
  values: Pick<CreateFormValues, 'totalPrice' | 'totalM2'>,
  decimals: number,
): bigint | undefined {
  const total = totalPriceUnits(values, decimals);
  const m2 = totalM2Whole(values);
  return total === undefined || m2 === undefined ? undefined : total / m2;
}

export const lockSeconds = (values: Pick<CreateFormValues, 'lockDuration'>): bigint =>
  BigInt(trimmed(values.lockDuration)) * BigInt(SECONDS_PER_DAY);

/** True when any of the optional Russian texts is filled in (the summary's "multilingual"). */
export const isMultilingual = (
  values: Pick<CreateFormValues, 'nameRu' | 'descriptionRu' | 'propertyAddressRu'>,
) => [values.nameRu, values.descriptionRu, values.propertyAddressRu].some((v) => (v ?? '').trim() !== '');

/**
 * The createProperty arguments (docs/flows.md#creating-a-property step 1): name, total M², price per M², lock
 * seconds.
 */
export function chainArguments(
  values: CreateFormValues,
  decimals: number,
): readonly [string, bigint, bigint, bigint] {
  const m2 = totalM2Whole(values);
  const price = pricePerM2Units(values, decimals);
  if (m2 === undefined || price === undefined) throw new Error('The create form is not valid');
  return [values.propertyName.trim(), m2, price, lockSeconds(values)] as const;
}
