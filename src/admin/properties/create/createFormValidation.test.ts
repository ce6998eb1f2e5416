import { describe, expect, it } from 'vitest';
import {
  type CreateFormValues,
  chainArguments,
  EMPTY_CREATE_FORM,
  isMultilingual,
  lockDaysError,
  pricePerM2Units,
  validateCreateForm,
  withoutChainFields,
} from './createFormValidation.ts';

const E = 'admin.create.errors.';
const image = new File(['x'], 'main.png', { type: 'image/png' });
const valid: CreateFormValues = {
  ...EMPTY_CREATE_FORM,
  propertyName: 'Test Tower',
  description: 'A tower',
  totalM2: '100',
  totalPrice: '250000',
  apyPercent: '7.5',
  lockDuration: '30',
  image,
};

describe('create form checks', () => {
  it('accepts a complete form', () => {
    expect(validateCreateForm(valid, 18)).toStrictEqual({});
  });

  it('starts from an empty form', () => {
    expect(EMPTY_CREATE_FORM).toStrictEqual({
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
    });
  });

  it('trims what is typed: blanks count as empty, figures may carry spaces', () => {
    const blanks = validateCreateForm({ ...valid, propertyName: '   ', description: ' \t ' }, 18);
    expect(blanks.propertyName).toBe(`${E}propertyNameRequired`);
    expect(blanks.description).toBe(`${E}descriptionRequired`);
    expect(
      validateCreateForm({ ...valid, totalM2: ' 100 ', totalPrice: ' 250000 ', apyPercent: ' 7 ' }, 18),
    ).toStrictEqual({});
    expect(lockDaysError(' 2 ')).toBeUndefined();
  });

  it('takes figures up to the limits exactly', () => {
    const limits = { maxNameBytes: 10, maxTotalM2: 1000n, maxLockDays: 365, maxApyPercent: 1000 };
    expect(validateCreateForm({ ...valid, totalM2: '1000' }, 18, limits)).toStrictEqual({});
    expect(validateCreateForm({ ...valid, totalM2: '1001' }, 18, limits).totalM2).toBe(`${E}totalM2TooLarge`);
    expect(validateCreateForm({ ...valid, apyPercent: '1000' }, 18, limits)).toStrictEqual({});
    expect(validateCreateForm({ ...valid, apyPercent: '1000.1' }, 18, limits).apyPercent).toBe(
      `${E}apyPercentTooLarge`,
    );
    expect(validateCreateForm({ ...valid, propertyName: 'x'.repeat(11) }, 18, limits).propertyName).toBe(
      `${E}propertyNameTooLong`,
    );
    expect(lockDaysError('365', 365)).toBeUndefined();
    expect(lockDaysError('366', 365)).toBe(`${E}lockDurationTooLong`);
    // The registry's bound (docs/money-rules.md): at most 1,825 days (5 years) by default.
    expect(lockDaysError('1825')).toBeUndefined();
    expect(lockDaysError('1826')).toBe(`${E}lockDurationTooLong`);
    expect(lockDaysError('')).toBe(`${E}lockDurationRequired`);
  });

  it('refuses more price decimals than the stablecoin has', () => {
    expect(validateCreateForm({ ...valid, totalPrice: '1000.123' }, 2).totalPrice).toBe(
      `${E}totalPriceDecimals`,
    );
    expect(validateCreateForm({ ...valid, totalPrice: '1000.12' }, 2)).toStrictEqual({});
    expect(validateCreateForm({ ...valid, totalPrice: '1000' }, 2)).toStrictEqual({});
    expect(validateCreateForm({ ...valid, totalM2: '100x' }, 18).totalM2).toBe(`${E}totalM2Positive`);
  });

  it('leaves out the on-chain fields once the token exists', () => {
    const errors = validateCreateForm(EMPTY_CREATE_FORM, 18);
    expect(withoutChainFields(errors)).toStrictEqual({
      description: `${E}descriptionRequired`,
      apyPercent: `${E}apyPercentRequired`,
      image: `${E}imageRequired`,
    });
  });

  it('requires every field with its own message, and the image', () => {
    expect(validateCreateForm(EMPTY_CREATE_FORM, 18)).toEqual({
      propertyName: `${E}propertyNameRequired`,
      description: `${E}descriptionRequired`,
      totalM2: `${E}totalM2Required`,
      totalPrice: `${E}totalPriceRequired`,
      lockDuration: `${E}lockDurationRequired`,
      apyPercent: `${E}apyPercentRequired`,
      image: `${E}imageRequired`,
    });
  });

  it('wants a positive whole number of M2', () => {
    expect(validateCreateForm({ ...valid, totalM2: '0' }, 18).totalM2).toBe(`${E}totalM2Positive`);
    expect(validateCreateForm({ ...valid, totalM2: '-3' }, 18).totalM2).toBe(`${E}totalM2Positive`);
    expect(validateCreateForm({ ...valid, totalM2: '1.5' }, 18).totalM2).toBe(`${E}totalM2Whole`);
    // The registry's MAX_TOTAL_M2, 1,208,925 (the supply fits an account's 80-bit balance).
    expect(validateCreateForm({ ...valid, totalM2: '1208926' }, 18).totalM2).toBe(`${E}totalM2TooLarge`);
    expect(validateCreateForm({ ...valid, totalM2: '1208925' }, 18).totalM2).toBeUndefined();
  });

  it('wants a positive total price that gives a non-zero price per M2', () => {
    expect(validateCreateForm({ ...valid, totalPrice: '0' }, 18).totalPrice).toBe(`${E}totalPricePositive`);
    expect(validateCreateForm({ ...valid, totalPrice: 'abc' }, 18).totalPrice).toBe(`${E}totalPricePositive`);
    expect(validateCreateForm({ ...valid, totalPrice: '0.001' }, 2).totalPrice).toBe(
      `${E}totalPriceDecimals`,
    );
    expect(validateCreateForm({ ...valid, totalPrice: '0.01', totalM2: '3' }, 2).totalPrice).toBe(
      `${E}pricePerM2Zero`,
    );
  });

  it('refuses figures written with thousands separators with a message that says so', () => {
    for (const grouped of [
      '1,000,000',
      '1 000 000',
      '1\u00a0000\u00a0000',
      "1'000'000",
      '1,000,000.50',
      '1,500',
    ])
      expect(validateCreateForm({ ...valid, totalPrice: grouped }, 18).totalPrice).toBe(
        `${E}totalPriceGrouped`,
      );
    expect(validateCreateForm({ ...valid, totalM2: '12,500' }, 18).totalM2).toBe(`${E}totalM2Grouped`);
    // A decimal comma stays a decimal comma; plain figures pass.
    expect(validateCreateForm({ ...valid, totalPrice: '1000000' }, 18).totalPrice).toBeUndefined();
    expect(validateCreateForm({ ...valid, totalPrice: '2500,5' }, 18).totalPrice).toBeUndefined();
    expect(pricePerM2Units({ totalPrice: '2500,5', totalM2: '1' }, 2)).toBe(250050n);
  });

  it('wants at least one whole day of lock, within the registry limit', () => {
    expect(lockDaysError('0')).toBe(`${E}lockDurationMin`);
    expect(lockDaysError('0.5')).toBe(`${E}lockDurationMin`);
    expect(lockDaysError('1.5')).toBe(`${E}lockDurationWhole`);
    expect(lockDaysError('3651')).toBe(`${E}lockDurationTooLong`);
    expect(lockDaysError('1')).toBeUndefined();
  });

  it('wants a non-negative APY', () => {
    expect(validateCreateForm({ ...valid, apyPercent: '-1' }, 18).apyPercent).toBe(`${E}apyPercentInvalid`);
    expect(validateCreateForm({ ...valid, apyPercent: 'x' }, 18).apyPercent).toBe(`${E}apyPercentInvalid`);
    expect(validateCreateForm({ ...valid, apyPercent: '0' }, 18).apyPercent).toBeUndefined();
  });

  it('refuses a name longer than the registry takes (bytes, not characters)', () => {
    expect(validateCreateForm({ ...valid, propertyName: 'ж'.repeat(65) }, 18).propertyName).toBe(
      `${E}propertyNameTooLong`,
    );
    expect(validateCreateForm({ ...valid, propertyName: 'ж'.repeat(64) }, 18).propertyName).toBeUndefined();
  });
});

describe('create form figures', () => {
  it('sends name, whole M2, price per M2 in base units and the lock in seconds', () => {
    expect(chainArguments(valid, 18)).toEqual(['Test Tower', 100n, 2500n * 10n ** 18n, 30n * 86_400n]);
  });

  it('rounds the price per M2 down to base units', () => {
    expect(pricePerM2Units({ totalPrice: '100', totalM2: '3' }, 2)).toBe(3333n);
    expect(pricePerM2Units({ totalPrice: '5', totalM2: '1' }, 2)).toBe(500n);
  });

  it('has no price per M2 while either figure is not valid', () => {
    for (const [totalPrice, totalM2] of [
      ['x', '2'],
      ['1.234', '2'],
      ['5', 'x'],
      ['5', '0'],
      ['5', '1.5'],
      ['5', ''],
    ] as const) {
      expect(pricePerM2Units({ totalPrice, totalM2 }, 2)).toBeUndefined();
    }
    expect(() => chainArguments({ ...valid, totalM2: '0' }, 18)).toThrow('The create form is not valid');
    expect(() => chainArguments({ ...valid, totalPrice: 'x' }, 18)).toThrow('The create form is not valid');
  });

  it('is multilingual when a Russian text is given', () => {
    expect(isMultilingual(valid)).toBe(false);
    expect(isMultilingual({ ...valid, descriptionRu: 'Башня' })).toBe(true);
    expect(isMultilingual({ ...valid, nameRu: 'Башня' })).toBe(true);
    expect(isMultilingual({ ...valid, propertyAddressRu: 'Москва' })).toBe(true);
    expect(isMultilingual({ ...valid, nameRu: '  ', descriptionRu: ' ' })).toBe(false);
  });
});
