// Wallet login (docs/flows.md#login): connect, sign 'Authorization in the RealEstate App. Timestamp: {ms}',
// POST /auth/login/, store the tokens. Failures carry the login message (docs/messages.md#login) and a kind
// that drives the wallet modal's retry rules (rejected -> 2 s, missing wallet -> install page, other -> 3 s).
import type { Address } from 'viem';
import type { Config, Connector } from 'wagmi';
import { connect, getConnection, signMessage } from 'wagmi/actions';
import { loginMessage } from '#core/login.ts';
import { authLogin } from '../../generated/api/auth/auth.ts';
import { detailOf, isApiError } from '../api/ApiError.ts';
import { saveTokens } from '../api/tokens.ts';
import { type Message, message, rawMessage } from '../lib/message.ts';
import { isUserRejection } from '../wallet/walletErrorMessage.ts';
import { authStore } from './authStore.ts';

export type LoginFailureKind = 'rejected' | 'walletMissing' | 'other';

export class LoginError extends Error {
  readonly kind: LoginFailureKind;
  readonly userMessage: Message;
  constructor(kind: LoginFailureKind, userMessage: Message, cause?: unknown) {
    super(userMessage.key, { cause });
    this.name = 'LoginError';
    this.kind = kind;
    this.userMessage = userMessage;
  }
}

const isProviderMissing = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ProviderNotFoundError' || /provider not found/i.test(error.message));

async function ensureConnected(config: Config, connector: Connector | undefined): Promise<Address> {
  const connection = getConnection(config);
  const sameConnector = !connector || connection.connector?.uid === connector.uid;
  if (connection.status === 'connected' && connection.address && sameConnector) return connection.address;
  if (!connector) throw new LoginError('other', message('login.errors.walletNotConnected'));
  try {
    const result = await connect(config, { connector });
    const address = result.accounts[0];
    if (!address) throw new LoginError('other', message('login.errors.walletNotConnected'));
    return address;
  } catch (error) {
    if (error instanceof LoginError) throw error;
    if (isProviderMissing(error))
      throw new LoginError('walletMissing', message('login.errors.walletMissing'), error);
    if (isUserRejection(error))
      throw new LoginError('rejected', message('login.errors.connectionRejected'), error);
    if (error instanceof Error && error.name === 'ConnectorAlreadyConnectedError') {
      const address = getConnection(config).address;
      if (address) return address;
    }
    throw new LoginError('other', rawMessage(error instanceof Error ? error.message : String(error)), error);
  }
}

/**
 * Maps a failed POST /auth/login/ to its messages (401, 400; docs/messages.md#login) or the server's detail.
 */
export function loginApiErrorMessage(error: unknown): Message {
  if (isApiError(error)) {
    if (error.status === 401) return message('login.errors.invalidSignature');
    if (error.status === 400) return message('login.errors.invalidData');
    const detail = detailOf(error.data);
    if (detail) return rawMessage(detail);
  }
  return message('login.errors.failed');
}

/** Runs the whole login; resolves with the logged-in address or throws a LoginError. */
export async function loginWithWallet(
  config: Config,
  connector?: Connector,
  now: () => number = Date.now,
): Promise<Address> {
  authStore.setState({ loading: true, error: null });
  try {
    const address = await ensureConnected(config, connector);
    const timestamp = now();
    let signature: `0x${string}`;
    try {
      signature = await signMessage(config, { account: address, message: loginMessage(timestamp) });
    } catch (error) {
      if (isUserRejection(error))
        throw new LoginError('rejected', message('login.errors.signatureRejected'), error);
      if (isProviderMissing(error))
        throw new LoginError('walletMissing', message('login.errors.walletMissing'), error);
      throw new LoginError(
        'other',
        rawMessage(error instanceof Error ? error.message : String(error)),
        error,
      );
    }
    try {
      const { data } = await authLogin({ address, signature, timestamp }, { skipAuth: true });
      saveTokens({ access: data.access, refresh: data.refresh });
    } catch (error) {
      throw new LoginError('other', loginApiErrorMessage(error), error);
    }
    authStore.setState({ loading: false, error: null });
    return address;
  } catch (error) {
    const failure =
      error instanceof LoginError ? error : new LoginError('other', message('login.errors.failed'), error);
    authStore.setState({ loading: false, error: failure.userMessage });
    throw failure;
  }
}
