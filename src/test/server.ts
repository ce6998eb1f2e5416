// The MSW server of the component tests: the fake chain on /rpc first, then every handler Orval
// generated from the OpenAPI document (faker data) as the default for the API.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { getAuthMock } from '../../generated/api/auth/auth.msw.ts';
import { getCertificatesMock } from '../../generated/api/certificates/certificates.msw.ts';
import { getCustomAdminMock } from '../../generated/api/custom-admin/custom-admin.msw.ts';
import { getPropertiesMock } from '../../generated/api/properties/properties.msw.ts';
import { getPurchasesMock } from '../../generated/api/purchases/purchases.msw.ts';
import { getSystemMock } from '../../generated/api/system/system.msw.ts';
import { getUserMock } from '../../generated/api/user/user.msw.ts';
import { FakeChain } from './fakeChain.ts';

export let chain = new FakeChain();

/** A fresh chain for the next test. */
export function resetChain(): FakeChain {
  chain = new FakeChain();
  return chain;
}

const rpcHandler = http.post('*/rpc', async ({ request }) => {
  const body = (await request.json()) as Parameters<FakeChain['handle']>[0];
  return HttpResponse.json((await chain.handle(body)) as Record<string, unknown>);
});

export const server = setupServer(
  rpcHandler,
  ...getAuthMock(),
  ...getUserMock(),
  ...getPropertiesMock(),
  ...getPurchasesMock(),
  ...getCertificatesMock(),
  ...getCustomAdminMock(),
  ...getSystemMock(),
);
