// The profile's email part with the API mocked (MSW): verified or not, asking for a link in the page's
// language, the answer to too many requests, one switch per kind saved alone, and the page a link opens.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { loggedInInvestor } from '../test/session.ts';

const ALL_ON = {
  trade_confirmed: true,
  lock_ended: true,
  income_distributed: true,
  price_change: true,
  property_delisted: true,
  trading_paused: true,
  verification_status: true,
};

function profileAndSettings(settings: object) {
  const bodies: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/user/profile', () =>
      HttpResponse.json({
        id: 3,
        wallet_address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        email: 'investor@example.com',
      }),
    ),
    http.put('*/api/user/update-email/', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      bodies.push({ url: request.url, body });
      return HttpResponse.json({
        detail: 'Email updated successfully',
        id: 3,
        wallet_address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        email: body.email,
      });
    }),
    http.get('*/api/email/settings/', () => HttpResponse.json(settings)),
    http.post('*/api/email/verify/', async ({ request }) => {
      bodies.push({ url: request.url, body: await request.json() });
      return HttpResponse.json(
        { detail: 'If this address can receive our mail, a confirmation link is on its way to it.' },
        { status: 202 },
      );
    }),
    http.put('*/api/email/settings/', async ({ request }) => {
      const body = (await request.json()) as { preferences: object };
      bodies.push({ url: request.url, body });
      return HttpResponse.json({ ...settings, preferences: { ...ALL_ON, ...body.preferences } });
    }),
  );
  return bodies;
}

const unverified = { verified_email: null, pending_email: null, language: 'en', preferences: ALL_ON };

describe('profile email section', { timeout: 20_000 }, () => {
  it('saves a changed address as the profile email, then asks for its link in the page language', async () => {
    const bodies = profileAndSettings(unverified);
    const { user } = renderApp('/personal-account', { config: loggedInInvestor() });
    expect(await screen.findByRole('heading', { name: 'Email notifications' })).toBeTruthy();
    expect(screen.getByTestId('email-status').textContent).toBe('Not verified');
    const field = screen.getByLabelText('Email for notifications') as HTMLInputElement;
    expect(field.value).toBe('investor@example.com');
    await user.clear(field);
    await user.type(field, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText(
        'If this address can receive our mail, a confirmation link is on its way to it.',
      ),
    ).toBeTruthy();
    expect(bodies).toEqual([
      { url: expect.stringContaining('/api/user/update-email/'), body: { email: 'new@example.com' } },
      {
        url: expect.stringContaining('/api/email/verify/'),
        body: { email: 'new@example.com', language: 'en' },
      },
    ]);
  });

  it("shows the profile update's field error in the page language and sends no link", async () => {
    const bodies = profileAndSettings(unverified);
    server.use(
      http.put('*/api/user/update-email/', () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/personal-account', { config: loggedInInvestor(), lng: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Отправить ссылку для подтверждения' }));
    expect(await screen.findByText('Эл. почта: Введите корректный адрес электронной почты.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('says too many requests in Russian on a 429', async () => {
    profileAndSettings(unverified);
    server.use(
      http.post('*/api/email/verify/', () =>
        HttpResponse.json({ detail: 'Too many verification emails. Try again later.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/personal-account', { config: loggedInInvestor(), lng: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Отправить ссылку для подтверждения' }));
    expect(await screen.findByText('Слишком много писем для подтверждения. Попробуйте позже.')).toBeTruthy();
    expect(screen.getByTestId('email-status').textContent).toBe('Не подтверждён');
  });

  it('shows a verified address and saves one switch at a time', async () => {
    const bodies = profileAndSettings({ ...unverified, verified_email: 'investor@example.com' });
    const { user } = renderApp('/personal-account', { config: loggedInInvestor() });
    expect((await screen.findByTestId('email-status')).textContent).toBe('Verified investor@example.com');
    const income = screen.getByRole('switch', { name: 'Rental income distributed' }) as HTMLInputElement;
    expect(income.checked).toBe(true);
    await user.click(income);
    await waitFor(() => expect(income.checked).toBe(false));
    expect(bodies).toEqual([
      {
        url: expect.stringContaining('/api/email/settings/'),
        body: { language: 'en', preferences: { income_distributed: false } },
      },
    ]);
    expect(
      (screen.getByRole('switch', { name: 'Trading paused or resumed' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('email verification page', { timeout: 20_000 }, () => {
  it('confirms the token once and says so', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/email/confirm/', async ({ request }) => {
        calls++;
        expect(await request.json()).toEqual({ token: 'abc' });
        return HttpResponse.json({ detail: 'Email verified', email: 'investor@example.com' });
      }),
    );
    renderApp('/email/verify?token=abc');
    expect(
      await screen.findByText(
        'Your email investor@example.com is verified. Notifications will be sent to it.',
      ),
    ).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('says in Russian when the link is invalid or expired', async () => {
    server.use(
      http.post('*/api/email/confirm/', () =>
        HttpResponse.json({ detail: 'This link is invalid or has expired.' }, { status: 400 }),
      ),
    );
    renderApp('/email/verify?token=old', { lng: 'ru' });
    expect(await screen.findByText('Ссылка недействительна или её срок истёк.')).toBeTruthy();
  });
});
