// The "Create property" tab: the form's checks and texts (docs/validation.md#create-form), the calculation
// summary, and the create flow (docs/flows.md#creating-a-property) with its step states — chain transaction,
// PropertyCreated event, backend record (multipart), gallery — including failed later steps retried without a
// second token.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProperty, propertyViews } from '../../../test/chainActions.ts';
import { server } from '../../../test/server.ts';
import { withTestChain } from '../../../test/testChain.ts';
import { png } from '../../test/fixtures.ts';
import { spyMultipart } from '../../test/multipartSpy.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../../test/renderAdmin.tsx';
import { PENDING_TOKEN_KEY } from './pendingToken.ts';

beforeAll(preloadConsole, 60_000);
afterEach(() => vi.restoreAllMocks());
withTestChain();

type Rendered = Awaited<ReturnType<typeof renderAdminOnChain>>;

interface Posted {
  path: string;
  type: string;
  fields: Record<string, string>;
  files: Record<string, string[]>;
}

/**
 * Records the multipart bodies the backend receives; `reply` decides each answer. The fields are taken as
 * the client appends them to its FormData (jsdom's multipart bodies cannot be re-read inside MSW).
 */
function backend(reply: (posted: Posted, attempt: number) => Response | Promise<Response>) {
  const posted: Posted[] = [];
  const multipart = spyMultipart();
  const handle = ({ request }: { request: Request }) => {
    const entry: Posted = {
      path: new URL(request.url).pathname,
      type: request.headers.get('Content-Type') ?? '',
      ...multipart.take(),
    };
    posted.push(entry);
    return reply(entry, posted.filter((p) => p.path === entry.path).length);
  };
  server.use(
    http.post('*/custom_admin/properties/', handle),
    http.post('*/custom_admin/properties/:id/upload-gallery/', handle),
  );
  return posted;
}

const record = (contract: string) => ({
  id: 41,
  name: 'Test Tower',
  description: 'A tower by the sea',
  name_ru: null,
  description_ru: null,
  property_address: null,
  property_address_ru: null,
  contract_address: contract,
  apy_percent: 7.5,
  image: '/uploads/main.webp',
  status: 'active',
  is_active: true,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
  gallery: [],
});

async function open(options: Parameters<typeof renderAdminOnChain>[1] = {}, search = '') {
  const rendered = await renderAdminOnChain(`/PropertyList/properties/create${search}`, options);
  await findConsole();
  await screen.findByRole('heading', {
    name: search ? 'Create backend record' : 'Create property',
    level: 1,
  });
  return rendered;
}

async function fill({ user }: Rendered, { gallery = [] as File[], ru = false } = {}) {
  await user.type(screen.getByRole('textbox', { name: /^Property Name/ }), 'Test Tower');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A tower by the sea');
  await user.type(screen.getByRole('spinbutton', { name: /^Total M²/ }), '100');
  await user.type(screen.getByRole('spinbutton', { name: /^Total Price/ }), '250000');
  await user.type(screen.getByRole('spinbutton', { name: /^APY Percent/ }), '7.5');
  await user.type(screen.getByRole('spinbutton', { name: /^Lock Duration/ }), '30');
  await user.upload(screen.getByLabelText('Choose the main image', { selector: 'input' }), png('main.png'));
  if (gallery.length > 0)
    await user.upload(screen.getByLabelText('Add gallery photos', { selector: 'input' }), gallery);
  if (ru) {
    await user.click(screen.getByRole('button', { name: 'Russian translation (optional)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name (Russian)' }), 'Тестовая башня');
  }
}

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: /^(Create|Retry)$/ }));
const stepState = (id: string) => screen.getByTestId(`step-${id}`).dataset.state;

describe('Create property', { timeout: 30_000 }, () => {
  it('alerts every required field and sends nothing', async () => {
    const rendered = await open();
    await submit(rendered);
    const alert = screen.getByTestId('create-errors');
    for (const text of [
      'Property Name is required',
      'Description is required',
      'Total M² is required',
      'Total Price is required',
      'Lock Duration is required',
      'APY Percent is required',
      'Property image is required',
    ]) {
      expect(within(alert).getByText(text)).toBeTruthy();
    }
    expect(rendered.admin.sent).toEqual([]);
  });

  it('checks numbers: positive whole M², positive price, lock of at least 1 day, non-negative APY', async () => {
    const rendered = await open();
    const { user } = rendered;
    await user.type(screen.getByRole('spinbutton', { name: /^Total M²/ }), '0');
    await user.type(screen.getByRole('spinbutton', { name: /^Total Price/ }), '0');
    await user.type(screen.getByRole('spinbutton', { name: /^APY Percent/ }), '-2');
    await user.type(screen.getByRole('spinbutton', { name: /^Lock Duration/ }), '0');
    await submit(rendered);
    const alert = screen.getByTestId('create-errors');
    for (const text of [
      'Total M² must be a positive number',
      'Total price must be a positive number',
      'Lock duration must be at least 1 day',
      'APY percent must be a valid non-negative number',
    ]) {
      expect(within(alert).getByText(text)).toBeTruthy();
    }
    const m2 = screen.getByRole('spinbutton', { name: /^Total M²/ });
    expect([m2.getAttribute('min'), m2.getAttribute('step')]).toEqual(['1', '1']);
    expect(screen.getByRole('spinbutton', { name: /^APY Percent/ }).getAttribute('step')).toBe('0.1');
    expect(screen.getByLabelText('Choose the main image', { selector: 'input' }).getAttribute('accept')).toBe(
      'image/*',
    );
  });

  it('sums up area, price, price per M² (2 decimals), lock, APY and languages', async () => {
    const rendered = await open();
    await fill(rendered, { ru: true });
    const summary = screen.getByRole('region', { name: 'Calculation summary' });
    const figure = (id: string) => within(summary).getByTestId(`figure-${id}`).textContent;
    expect(figure('totalArea')).toBe('100 M2');
    expect(figure('totalPrice')).toBe('250,000 USDT');
    expect(figure('pricePerM2')).toBe('2,500.00 USDT');
    expect(figure('lockDays')).toBe('30 days');
    expect(figure('apy')).toBe('7.5%');
    expect(figure('multilingual')).toBe('Yes');
  });

  it('creates the token, reads its event, posts the record with that address and uploads the gallery', async () => {
    const posted = backend((entry) =>
      entry.path.endsWith('upload-gallery/')
        ? HttpResponse.json({
            id: 41,
            detail: 'Gallery uploaded successfully!',
            gallery: [
              { id: 1, image: '/uploads/1.webp' },
              { id: 2, image: '/uploads/2.webp' },
            ],
          })
        : HttpResponse.json(record(entry.fields.contract_address ?? ''), { status: 201 }),
    );
    const rendered = await open();
    await fill(rendered, { gallery: [png('g1.png'), png('g2.png')], ru: true });
    await submit(rendered);
    expect(
      await screen.findByText('Property created successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(
      await screen.findByText('Gallery uploaded successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(rendered.admin.sent).toEqual(['createProperty']);
    const [token] = await propertyViews();
    expect([token?.name, token?.totalM2, token?.currentPrice, token?.lockDuration]).toEqual([
      'Test Tower',
      100n,
      2500n * 10n ** 18n,
      30n * 86_400n,
    ]);
    expect(posted.map((p) => p.path)).toEqual([
      '/custom_admin/properties/',
      '/custom_admin/properties/41/upload-gallery/',
    ]);
    expect(posted[0]?.fields).toEqual({
      name: 'Test Tower',
      description: 'A tower by the sea',
      contract_address: token?.token,
      apy_percent: '7.5',
      name_ru: 'Тестовая башня',
    });
    expect(posted[0]?.files).toEqual({ image: ['main.png'] });
    expect(posted.every((p) => p.type.startsWith('multipart/form-data; boundary='))).toBe(true);
    expect(posted[1]?.files).toEqual({ images: ['g1.png', 'g2.png'] });
    expect(['chain', 'backend', 'gallery'].map(stepState)).toEqual(['success', 'success', 'success']);
  });

  it('says the property was created only once the gallery upload has finished', async () => {
    backend((entry, attempt) => {
      if (!entry.path.endsWith('upload-gallery/'))
        return HttpResponse.json(record(entry.fields.contract_address ?? ''), { status: 201 });
      if (attempt === 1) return HttpResponse.json({ images: ['Broken file'] }, { status: 400 });
      return HttpResponse.json({ id: 41, gallery: [{ id: 1, image: '/uploads/1.webp' }] });
    });
    const rendered = await open();
    await fill(rendered, { gallery: [png('g1.png'), png('g2.png')] });
    await submit(rendered);
    expect(await screen.findByText(/The token exists on chain/)).toBeTruthy();
    expect(stepState('gallery')).toBe('error');
    expect(
      screen.queryByText('Property created successfully!', { selector: '.MuiAlert-message' }),
    ).toBeNull();
    await submit(rendered);
    expect(
      await screen.findByText('Gallery uploaded successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Property created successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(screen.queryByText(/The token exists on chain/)).toBeNull();
  });

  it('shows a failed backend step with its text and retries it without a second token', async () => {
    const posted = backend((entry, attempt) =>
      attempt === 1
        ? HttpResponse.json({ name: ['This field may not be blank.'] }, { status: 400 })
        : HttpResponse.json(record(entry.fields.contract_address ?? ''), { status: 201 }),
    );
    const rendered = await open();
    await fill(rendered);
    await submit(rendered);
    expect(await screen.findByText('Missing/invalid fields or duplicate unique value')).toBeTruthy();
    expect(screen.getByText('name: This field may not be blank.')).toBeTruthy();
    expect([stepState('chain'), stepState('backend')]).toEqual(['success', 'error']);
    expect(screen.getByRole('textbox', { name: /^Property Name/ })).toHaveProperty('disabled', true);
    await user(rendered).click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Property created successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(stepState('backend')).toBe('success');
    expect(rendered.admin.sent).toEqual(['createProperty']);
    expect(await propertyViews()).toHaveLength(1);
    expect(posted.map((p) => p.fields.contract_address)).toEqual([
      posted[0]?.fields.contract_address,
      posted[0]?.fields.contract_address,
    ]);
  });

  it('resumes on the same token after a reload between the chain step and the backend step', async () => {
    const posted = backend((entry, attempt) =>
      attempt === 1
        ? HttpResponse.json({ detail: 'down' }, { status: 503 })
        : HttpResponse.json(record(entry.fields.contract_address ?? ''), { status: 201 }),
    );
    const first = await open();
    await fill(first, { ru: true });
    await submit(first);
    expect(await screen.findByText(/^Blockchain connection error/)).toBeTruthy();
    expect(first.admin.sent).toEqual(['createProperty']);
    const [created] = await propertyViews();
    first.unmount();

    // The reload: a fresh app in the same tab.
    const second = await open();
    expect(screen.getByTestId('create-start').textContent).toContain('Resumed after the page was reloaded');
    const name = screen.getByRole('textbox', { name: /^Property Name/ });
    expect([name.getAttribute('value'), (name as HTMLInputElement).disabled]).toEqual(['Test Tower', true]);
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveProperty(
      'value',
      'A tower by the sea',
    );
    expect(stepState('chain')).toBe('success');
    await submit(second);
    expect(await screen.findByText('Property image is required', { selector: 'div' })).toBeTruthy();
    await second.user.upload(
      screen.getByLabelText('Choose the main image', { selector: 'input' }),
      png('main.png'),
    );
    await submit(second);
    expect(
      await screen.findByText('Property created successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    // No transaction after the reload: the chain saw only the first app's createProperty.
    expect(second.admin.sent).toEqual(['createProperty']);
    expect(await propertyViews()).toHaveLength(1);
    expect(posted.map((p) => p.fields.contract_address)).toEqual([created?.token, created?.token]);
    expect(posted[1]?.fields.name_ru).toBe('Тестовая башня');
    expect(sessionStorage.getItem(PENDING_TOKEN_KEY)).toBeNull();
  });

  it('creates the backend record (and gallery) of a token already on chain, with no transaction', async () => {
    const canal = await createProperty({
      name: 'Canal House',
      totalM2: 50n,
      price: 3000n * 10n ** 18n,
      lockSeconds: 60n * 86_400n,
    });
    const posted = backend((entry) =>
      entry.path.endsWith('upload-gallery/')
        ? HttpResponse.json({ id: 41, detail: '', gallery: [{ id: 1, image: '/uploads/1.webp' }] })
        : HttpResponse.json(record(entry.fields.contract_address ?? ''), { status: 201 }),
    );
    const rendered = await open({}, `?token=${canal}`);
    expect(screen.getByTestId('create-start').textContent).toContain(
      'Backend record for the token “Canal House”',
    );
    expect(screen.getByRole('textbox', { name: /^Property Name/ })).toHaveProperty('value', 'Canal House');
    expect(screen.getByRole('spinbutton', { name: /^Total M²/ })).toHaveProperty('value', '50');
    expect(screen.getByRole('spinbutton', { name: /^Total Price/ })).toHaveProperty('value', '150000');
    expect(screen.getByRole('spinbutton', { name: /^Lock Duration/ })).toHaveProperty('disabled', true);
    await rendered.user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Lofts on the canal');
    await rendered.user.type(screen.getByRole('spinbutton', { name: /^APY Percent/ }), '6');
    await rendered.user.upload(
      screen.getByLabelText('Choose the main image', { selector: 'input' }),
      png('main.png'),
    );
    await rendered.user.upload(screen.getByLabelText('Add gallery photos', { selector: 'input' }), [
      png('g1.png'),
    ]);
    await submit(rendered);
    expect(
      await screen.findByText('Gallery uploaded successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(rendered.admin.sent).toEqual([]);
    expect(posted.map((p) => p.path)).toEqual([
      '/custom_admin/properties/',
      '/custom_admin/properties/41/upload-gallery/',
    ]);
    expect(posted[0]?.fields).toEqual({
      name: 'Canal House',
      description: 'Lofts on the canal',
      contract_address: canal,
      apy_percent: '6',
    });
  });

  it('refuses ?token= for an address that is no property of the registry', async () => {
    await renderAdminOnChain(
      '/PropertyList/properties/create?token=0x3333333333333333333333333333333333333333',
    );
    await findConsole();
    expect(
      await screen.findByText(
        '0x3333333333333333333333333333333333333333 is not a property token of the registry on this chain.',
      ),
    ).toBeTruthy();
  });

  it('retries only the gallery when its upload failed', async () => {
    const posted = backend((entry, attempt) => {
      if (!entry.path.endsWith('upload-gallery/'))
        return HttpResponse.json(record(entry.fields.contract_address ?? ''), { status: 201 });
      return attempt === 1
        ? HttpResponse.json({ images: ['Invalid files or missing images'] }, { status: 400 })
        : HttpResponse.json({ id: 41, detail: '', gallery: [{ id: 1, image: '/uploads/1.webp' }] });
    });
    const rendered = await open();
    await fill(rendered, { gallery: [png('g1.png'), png('g2.png')], ru: true });
    await submit(rendered);
    expect(
      await screen.findByText('Invalid files or missing images', { selector: '.MuiListItemText-secondary' }),
    ).toBeTruthy();
    expect(stepState('gallery')).toBe('error');
    await submit(rendered);
    expect(
      await screen.findByText('Gallery uploaded successfully!', { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(posted.map((p) => p.path)).toEqual([
      '/custom_admin/properties/',
      '/custom_admin/properties/41/upload-gallery/',
      '/custom_admin/properties/41/upload-gallery/',
    ]);
    expect(rendered.admin.sent).toEqual(['createProperty']);
  });

  it('stops at a rejected transaction and Reset clears everything', async () => {
    const posted = backend(() => HttpResponse.json({}, { status: 500 }));
    const rendered = await open();
    rendered.admin.failNext('createProperty', 'reject');
    await fill(rendered);
    await submit(rendered);
    expect(await screen.findByText('Transaction was rejected by user')).toBeTruthy();
    expect(stepState('chain')).toBe('error');
    expect(posted).toEqual([]);
    await user(rendered).click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: /^Property Name/ })).toHaveProperty('value', '');
    expect(screen.queryByTestId('step-chain')).toBeNull();
  });

  it('asks to sign in before creating anything without a session', async () => {
    const rendered = await open({ signedIn: false });
    expect(screen.getByText(/Sign in with your wallet to work with the backend records/)).toBeTruthy();
    await fill(rendered);
    await submit(rendered);
    expect(await screen.findByRole('dialog', { name: 'Confirm in your wallet' })).toBeTruthy();
    expect(rendered.admin.sent).toEqual([]);
  });
});

const user = (rendered: Rendered) => rendered.user;
