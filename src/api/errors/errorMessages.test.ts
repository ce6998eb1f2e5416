// Every API failure's message for its status (docs/messages.md), in English and Russian.
import { describe, expect, it } from 'vitest';
import { messageText } from '../../lib/message.ts';
import { createTestI18n } from '../../test/i18n.ts';
import { ApiError } from '../ApiError.ts';
import {
  certificateDetailErrorMessage,
  certificateDownloadErrorMessage,
  certificatesListErrorMessage,
} from './certificateErrors.ts';
import { emailUpdateErrorMessage, profileErrorMessage } from './profileErrors.ts';
import { propertyErrorMessage } from './propertyErrors.ts';
import {
  allPurchasesErrorMessage,
  purchaseDetailErrorMessage,
  purchaseListErrorMessage,
  recordTradeErrorMessage,
} from './purchaseErrors.ts';

const en = createTestI18n('en');
const text = (m: Parameters<typeof messageText>[1]) => messageText(en.t, m);
const status = (code: number, data: unknown = { detail: 'server says no' }) => new ApiError(code, data);

describe('properties', () => {
  it.each([
    ['fetch', 404, 'Property not found'],
    ['onchainCatalog', 503, 'Blockchain connection error'],
    ['create', 401, 'Authentication required'],
    ['update', 403, 'You do not have permission to perform this action'],
    ['create', 409, 'Property already exists'],
    ['create', 415, 'Request must be multipart/form-data'],
    ['create', 400, 'Missing/invalid fields or duplicate unique value'],
    ['update', 400, 'Missing/invalid fields'],
    ['uploadGallery', 400, 'Invalid files or missing images'],
    ['delist', 500, 'Internal server error during delisting'],
    ['checkStatus', 404, 'Property not found on blockchain'],
    ['create', 502, 'Failed to create property'],
    ['fetch', 500, 'Failed to fetch properties'],
  ] as const)('%s %i -> %s', (operation, code, expected) => {
    expect(text(propertyErrorMessage(status(code), operation))).toBe(expected);
  });

  it.each([
    ['update', 500, 'Failed to update property'],
    ['delist', 400, 'Failed to delist property'],
    ['uploadGallery', 500, 'Failed to upload gallery'],
    ['checkStatus', 500, 'Failed to check property status'],
    ['onchainCatalog', 500, 'Failed to fetch properties'],
  ] as const)('falls back per operation: %s %i -> %s', (operation, code, expected) => {
    expect(text(propertyErrorMessage(status(code), operation))).toBe(expected);
  });

  it("falls back to 'Unknown error occurred' without an HTTP answer", () => {
    expect(text(propertyErrorMessage(new TypeError('Failed to fetch'), 'fetch'))).toBe(
      'Unknown error occurred',
    );
  });
});

describe('purchases and sales', () => {
  it.each([
    ['purchases', 'Failed to fetch purchases'],
    ['sales', 'Failed to fetch sales'],
    ['ownerships', 'Failed to fetch ownerships'],
  ] as const)('lists: 401 and other failures (%s)', (kind, failure) => {
    expect(text(purchaseListErrorMessage(status(401), kind))).toBe('User not authenticated');
    expect(text(purchaseListErrorMessage(status(500), kind))).toBe(failure);
  });

  it.each([
    ['purchase', 'Purchase not found or does not belong to user', 'Failed to fetch purchase details'],
    ['sale', 'Sale not found or does not belong to user', 'Failed to fetch sale details'],
    [
      'ownership',
      'Ownership not found, does not belong to user, or property is not listed',
      'Failed to fetch ownership details',
    ],
  ] as const)('details: 404 and others (%s)', (kind, notFound, other) => {
    expect(text(purchaseDetailErrorMessage(status(404), kind))).toBe(notFound);
    expect(text(purchaseDetailErrorMessage(status(500), kind))).toBe(other);
    expect(text(purchaseDetailErrorMessage(status(401), kind))).toBe('User not authenticated');
    expect(text(purchaseDetailErrorMessage(new Error('Network down'), kind))).toBe(other);
  });

  it('create purchase: field errors, validation, 500, 401, others', () => {
    const fields = status(400, { tx_hash: ['Transaction not found', 'Not confirmed'], m2: ['Too small'] });
    expect(text(recordTradeErrorMessage(fields, 'purchase'))).toBe(
      'tx_hash: Transaction not found, Not confirmed; m2: Too small',
    );
    expect(text(recordTradeErrorMessage(status(400, { detail: 'x' }), 'purchase'))).toBe('Validation failed');
    expect(text(recordTradeErrorMessage(status(500), 'purchase'))).toBe('Unexpected failure during creation');
    expect(text(recordTradeErrorMessage(status(401), 'purchase'))).toBe('User not authenticated');
    expect(text(recordTradeErrorMessage(status(503), 'purchase'))).toBe('Failed to create purchase');
    expect(text(recordTradeErrorMessage(new Error('Network down'), 'purchase'))).toBe(
      'Failed to create purchase',
    );
    expect(text(recordTradeErrorMessage(new Error('Network down'), 'sale'))).toBe('Failed to create sale');
    expect(text(recordTradeErrorMessage(null, 'purchase'))).toBe('Failed to create purchase');
  });

  it('create sale: field errors, bad format, 500, others', () => {
    expect(text(recordTradeErrorMessage(status(400, { tx_hash: ['Bad'] }), 'sale'))).toBe('tx_hash: Bad');
    expect(text(recordTradeErrorMessage(status(400, 'oops'), 'sale'))).toBe(
      'Invalid validation error format',
    );
    expect(text(recordTradeErrorMessage(status(500), 'sale'))).toBe('Sale creation failed');
    expect(text(recordTradeErrorMessage(status(502), 'sale'))).toBe('Failed to create sale');
  });

  it('all purchases (admin): 403 and others', () => {
    expect(text(allPurchasesErrorMessage(status(403)))).toBe(
      'You do not have permission to perform this action',
    );
    expect(text(allPurchasesErrorMessage(status(500)))).toBe('Failed to fetch all purchases');
    expect(text(allPurchasesErrorMessage(status(401)))).toBe('User not authenticated');
    expect(text(allPurchasesErrorMessage(new Error('Network down')))).toBe('Failed to fetch all purchases');
    expect(text(purchaseListErrorMessage(new Error('Network down'), 'sales'))).toBe('Failed to fetch sales');
  });
});

describe('certificates', () => {
  it('list, detail and download messages', () => {
    expect(text(certificatesListErrorMessage(status(401)))).toBe('User not authenticated');
    expect(text(certificatesListErrorMessage(status(500)))).toBe('Failed to fetch certificates');
    expect(text(certificatesListErrorMessage(undefined))).toBe('Error getting certificates');
    expect(text(certificateDetailErrorMessage(status(404)))).toBe(
      'Certificate does not exist or does not belong to user',
    );
    expect(text(certificateDetailErrorMessage(status(500)))).toBe('Failed to fetch certificate details');
    expect(text(certificateDownloadErrorMessage(status(404)))).toBe(
      'File not found on disk or certificate does not exist',
    );
    expect(text(certificateDownloadErrorMessage(status(500)))).toBe('I/O error when opening the file');
    expect(text(certificateDownloadErrorMessage(status(502)))).toBe('Failed to download certificate');
  });

  it('401 everywhere, the error text of a failed list, and a 4xx detail of a download', () => {
    expect(text(certificateDetailErrorMessage(status(401)))).toBe('User not authenticated');
    expect(text(certificateDownloadErrorMessage(status(401)))).toBe('User not authenticated');
    expect(text(certificatesListErrorMessage(new Error('Network down')))).toBe('Network down');
    expect(text(certificatesListErrorMessage(new Error('')))).toBe('Error getting certificates');
    expect(text(certificateDetailErrorMessage(new Error('x')))).toBe('Failed to fetch certificate details');
    expect(text(certificateDownloadErrorMessage(status(410, { detail: 'Revoked' })))).toBe('Revoked');
    expect(text(certificateDownloadErrorMessage(status(400, { detail: 'Bad id' })))).toBe('Bad id');
    expect(text(certificateDownloadErrorMessage(status(499, { detail: 'Closed' })))).toBe('Closed');
    expect(text(certificateDownloadErrorMessage(status(410, {})))).toBe('Failed to download certificate');
    expect(text(certificateDownloadErrorMessage(status(503, { detail: 'Busy' })))).toBe(
      'Failed to download certificate',
    );
    expect(text(certificateDownloadErrorMessage(status(302, { detail: 'Moved' })))).toBe(
      'Failed to download certificate',
    );
    expect(text(certificateDownloadErrorMessage(new Error('x')))).toBe('Failed to download certificate');
    expect(text(certificateDownloadErrorMessage(null))).toBe('Failed to download certificate');
  });
});

describe('profile', () => {
  it("profile fetch: the server's message, else the error's message, else 'Request error'", () => {
    expect(text(profileErrorMessage(status(500, { detail: 'Database down' })))).toBe('Database down');
    expect(text(profileErrorMessage(new Error('Network down')))).toBe('Network down');
    expect(text(profileErrorMessage(status(500, null)))).toBe('Request error');
    expect(messageText(createTestI18n('ru').t, profileErrorMessage(undefined))).toBe('Ошибка запроса');
  });

  it("email update: the server's response data, else the error's message, else 'Email update error'", () => {
    expect(text(emailUpdateErrorMessage(status(400, { email: ['Enter a valid email address'] })))).toBe(
      'email: Enter a valid email address',
    );
    expect(text(emailUpdateErrorMessage(status(401, { detail: 'User not authenticated' })))).toBe(
      'User not authenticated',
    );
    expect(text(emailUpdateErrorMessage(new Error('Network down')))).toBe('Network down');
    expect(text(emailUpdateErrorMessage(undefined))).toBe('Email update error');
    expect(text(emailUpdateErrorMessage(status(500, {})))).toBe('Email update error');
    expect(messageText(createTestI18n('ru').t, emailUpdateErrorMessage(undefined))).toBe(
      'Ошибка обновления email',
    );
  });
});
