// The created token kept until its backend record exists (a reload resumes the flow on it).
import { describe, expect, it } from 'vitest';
import { contractAddresses } from '../../../config/contracts.ts';
import { EMPTY_CREATE_FORM } from './createFormValidation.ts';
import {
  clearPendingToken,
  formTexts,
  loadPendingToken,
  PENDING_TOKEN_KEY,
  savePendingToken,
} from './pendingToken.ts';

const TOKEN = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const texts = formTexts({
  ...EMPTY_CREATE_FORM,
  propertyName: 'Test Tower',
  description: 'A tower',
  image: new File(['x'], 'main.png'),
});

describe('pending created token', () => {
  it('comes back with the form texts (never the files) on this chain and registry', () => {
    savePendingToken({ token: { address: TOKEN, name: 'Test Tower' }, texts });
    expect(loadPendingToken()).toEqual({ token: { address: TOKEN, name: 'Test Tower' }, texts });
    expect(Object.keys(texts)).not.toContain('image');
    const stored = JSON.parse(sessionStorage.getItem(PENDING_TOKEN_KEY) ?? '{}');
    expect(stored.registry).toBe(contractAddresses().MasterRegistry);
  });

  it('ignores what belongs to another registry or cannot be read', () => {
    sessionStorage.setItem(
      PENDING_TOKEN_KEY,
      JSON.stringify({ chainId: 31337, registry: OTHER, token: { address: TOKEN, name: 'x' }, texts }),
    );
    expect(loadPendingToken()).toBeNull();
    sessionStorage.setItem(PENDING_TOKEN_KEY, '{not json');
    expect(loadPendingToken()).toBeNull();
  });

  it('is forgotten only for its own token', () => {
    savePendingToken({ token: { address: TOKEN, name: 'Test Tower' }, texts });
    clearPendingToken(OTHER);
    expect(loadPendingToken()?.token.address).toBe(TOKEN);
    clearPendingToken(TOKEN);
    expect(loadPendingToken()).toBeNull();
  });
});
