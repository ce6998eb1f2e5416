// The MSW server of the component tests: the chain on /rpc first (the test file's anvil with the real contracts,
// src/test/testChain.ts), then every
// handler Orval generated from the OpenAPI document (faker data) as the default for the API.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { RPC_MAX_BATCH } from '#core/rpcBatch.ts';
import { getAuthMock } from '../../generated/api/auth/auth.msw.ts';
import { getCertificatesMock } from '../../generated/api/certificates/certificates.msw.ts';
import { getCustomAdminMock } from '../../generated/api/custom-admin/custom-admin.msw.ts';
import { getEmailMock } from '../../generated/api/email/email.msw.ts';
import { getPropertiesMock } from '../../generated/api/properties/properties.msw.ts';
import { getPurchasesMock } from '../../generated/api/purchases/purchases.msw.ts';
import { getSystemMock } from '../../generated/api/system/system.msw.ts';
import { getUserMock } from '../../generated/api/user/user.msw.ts';
import { chainPropertiesHandler, fakeIndexer, healthHandler } from './fakeIndexer.ts';
import { activeTestChain, ensureTestChain, type RpcRequest } from './testChain.ts';

/** A fresh chain for the next test (the test file's anvil goes back to its snapshot). */
export async function resetChain(): Promise<void> {
  largestRpcBatch = 0;
  fakeIndexer.reset();
  await activeTestChain()?.reset();
}

/** Largest batch a test saw (the API's proxy refuses more than RPC_MAX_BATCH; so does this handler). */
export let largestRpcBatch = 0;

const rpcHandler = http.post('*/rpc', async ({ request }) => {
  const body = (await request.json()) as RpcRequest | RpcRequest[];
  if (Array.isArray(body)) {
    largestRpcBatch = Math.max(largestRpcBatch, body.length);
    // As server/routes/rpc.ts answers it.
    if (body.length > RPC_MAX_BATCH) {
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `Batches hold 1 to ${RPC_MAX_BATCH} requests` },
      });
    }
  }
  const target = activeTestChain() ?? (await ensureTestChain());
  const answer = await target.handle(body);
  return HttpResponse.json(answer as Record<string, unknown>);
});

export const server = setupServer(
  rpcHandler,
  chainPropertiesHandler(),
  healthHandler(),
  ...getAuthMock(),
  ...getUserMock(),
  ...getEmailMock(),
  ...getPropertiesMock(),
  ...getPurchasesMock(),
  ...getCertificatesMock(),
  ...getCustomAdminMock(),
  ...getSystemMock(),
);
