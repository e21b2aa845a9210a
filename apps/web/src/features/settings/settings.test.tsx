import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const BUSINESS = { name: 'Kasauli Stays', contactEmail: '', phone: '+91 98765 43210', whatsapp: '', address: '' };

describe('Settings → Business', () => {
  it('shows the values, locks what the server’s environment sets, and saves the form', async () => {
    let sent: unknown;
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/business': () => ({ status: 200, body: { values: BUSINESS, lockedByEnvironment: ['phone'] } }),
      'PUT /api/admin/settings/business': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: { values: sent, lockedByEnvironment: ['phone'] } };
      },
    });
    renderApp('/settings/business');
    const name = (await screen.findByLabelText('Business name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Kasauli Stays'));
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(screen.getByText("Locked: set by the server's environment.")).toBeTruthy();

    await userEvent.type(screen.getByLabelText('WhatsApp number'), 'not a number');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('whatsapp must be a phone number such as +91 98765 43210')).toBeTruthy();
    expect(sent).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('WhatsApp number'));
    await userEvent.type(screen.getByLabelText('WhatsApp number'), '+91 91234 56789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(sent).toEqual({ ...BUSINESS, whatsapp: '+91 91234 56789' });
  });

  it('shows the server’s refusal', async () => {
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/business': () => ({ status: 200, body: { values: BUSINESS, lockedByEnvironment: [] } }),
      'PUT /api/admin/settings/business': () => ({
        status: 409,
        body: { message: "phone is set by the server's environment (OWNER_PHONE): change it there, not here." },
      }),
    });
    renderApp('/settings/business');
    await waitFor(async () => expect(((await screen.findByLabelText('Business name')) as HTMLInputElement).value).toBe('Kasauli Stays'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("phone is set by the server's environment (OWNER_PHONE): change it there, not here.")).toBeTruthy();
  });
});

describe('Settings → Activity', () => {
  it('lists who changed which setting', async () => {
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/activity': () => ({
        status: 200,
        body: [{ key: 'business.phone', changedAt: '2026-03-10T05:30:00.000Z', changedBy: 'admin@hillnest.example' }],
      }),
    });
    renderApp('/settings/activity');
    expect(await screen.findByText('business.phone')).toBeTruthy();
    expect(screen.getByText(/admin@hillnest\.example/)).toBeTruthy();
  });
});

const PAYMENTS = {
  values: { provider: 'simulated', keyId: 'rzp_test_AbCdEf123456', keySecret: '', webhookSecret: '' },
  lockedByEnvironment: [],
  secrets: { keySecret: 'set, ending in …7Q', webhookSecret: 'not set' },
  connection: null,
  webhookUrl: 'https://stay.example.com/api/payments/razorpay/webhook',
};

describe('Settings → Payments', () => {
  it('says which secrets are stored without showing them, checks the connection with the keys entered, and shows the webhook address', async () => {
    let checked: unknown;
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/payments': () => ({ status: 200, body: PAYMENTS }),
      'POST /api/admin/settings/payments/check': (init) => {
        checked = JSON.parse(String(init.body));
        return { status: 200, body: { ok: false, message: 'Razorpay refused these keys: check the key id and the key secret.' } };
      },
    });
    renderApp('/settings/payments');
    expect(await screen.findByText('Stored: set, ending in …7Q. Leave empty to keep it.')).toBeTruthy();
    expect(((await screen.findByLabelText('Key secret')) as HTMLInputElement).value).toBe('');
    expect(((await screen.findByLabelText(/Webhook address/)) as HTMLInputElement).value).toBe(PAYMENTS.webhookUrl);
    expect(screen.getByText('The connection with Razorpay has not been checked with these keys.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Key secret'), 'typed-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText('Razorpay refused these keys: check the key id and the key secret.')).toBeTruthy();
    expect(checked).toEqual({ keyId: 'rzp_test_AbCdEf123456', keySecret: 'typed-secret' });
  });
});

describe('Settings → E-mail', () => {
  it('says when no server is set, and sends a test e-mail with the settings entered', async () => {
    let sent: { host?: string } | undefined;
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/email': () => ({
        status: 200,
        body: {
          values: { host: '', port: 587, security: 'starttls', user: '', smtpPassword: '', from: '' },
          lockedByEnvironment: [],
          secrets: { smtpPassword: 'not set' },
          configured: false,
          testRecipient: 'owner@example.com',
        },
      }),
      'POST /api/admin/settings/email/test': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: { ok: true, message: 'Sent a test e-mail to owner@example.com.' } };
      },
    });
    renderApp('/settings/email');
    expect(await screen.findByText(/No e-mail server is set/)).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('E-mail server (SMTP host)'), 'smtp.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('Sent a test e-mail to owner@example.com.')).toBeTruthy();
    expect(sent?.host).toBe('smtp.example.com');
  });
});
