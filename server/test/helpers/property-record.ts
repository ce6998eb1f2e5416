// A property's backend record as a manager makes it in the console: POST /custom_admin/properties/ with its texts and
// a JPEG image (multipart), for the tests that need a property in the validated catalogue.
import type { Address } from 'viem';
import type { TestApp } from './app.ts';
import { fields, image, imagePart, multipart } from './multipart.ts';

/** Posts the record of `token` as the manager whose access token is `access`; returns the API's answer. */
export async function postPropertyRecord(
  t: TestApp,
  access: string,
  token: Address,
  texts: { name: string; description: string; property_address: string } & Record<string, string>,
) {
  const body = multipart([
    ...fields({ apy_percent: '7.5', ...texts, contract_address: token }),
    imagePart('image', await image('jpeg'), 'front.jpg', 'image/jpeg'),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/custom_admin/properties/',
    headers: { ...t.bearer(access), ...body.headers },
    payload: body.payload,
  });
}
