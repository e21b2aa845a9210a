import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@hillnest/domain';
import { fakeServer, renderApp, signedIn, siteConfig } from '../../test/render';

const BUSINESS = { name: 'Kasauli Stays', contactEmail: '', phone: '+91 98765 43210', whatsapp: '', address: '', timeZone: 'Asia/Kolkata' };

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

describe('Settings → Guests: the refund policy text and the FAQ answers', () => {
  it('shows the specification’s text, saves an own text, and Reset to default stores it empty again', async () => {
    const sent: Record<string, string>[] = [];
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/guests': () => ({
        status: 200,
        body: { values: { ...DEFAULT_SETTINGS.guests, faqParking: 'Parking on the street only.' }, lockedByEnvironment: [] },
      }),
      'PUT /api/admin/settings/guests': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { values: sent.at(-1), lockedByEnvironment: [] } };
      },
    });
    renderApp('/settings/guests');
    const pets = (await screen.findByLabelText('FAQ: Are pets allowed?')) as HTMLTextAreaElement;
    await waitFor(() =>
      expect(pets.value).toBe('Pets are welcome in apartments listed as Pet Friendly. Please use the search filters to find them.'),
    );
    const parking = screen.getByLabelText('FAQ: Is parking available?') as HTMLTextAreaElement;
    expect(parking.value).toBe('Parking on the street only.');
    expect((screen.getByLabelText('Refund policy text') as HTMLTextAreaElement).value).toContain('## How much is refunded');

    await userEvent.clear(pets);
    await userEvent.type(pets, 'Dogs stay free for 3 days.');
    // A text naming days or percentages says where the policy itself lives.
    expect(await screen.findAllByText(/refunds follow the cancellation policy set on each property/)).not.toHaveLength(0);
    const parkingField = parking.closest('div')!.parentElement!;
    await userEvent.click(within(parkingField).getByRole('button', { name: 'Reset to default' }));
    expect(parking.value).toBe('Most apartments offer free shared parking on site. Check the facilities listed on each property page.');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    // Texts left as the specification's are stored empty: they keep following the settings they are made from.
    expect(sent[0]).toMatchObject({ faqPets: 'Dogs stay free for 3 days.', faqParking: '', faqCheckIn: '', refundPolicy: '' });
  });

  it('the FAQ and Refund Policy pages show the owner’s texts as text, never as HTML', async () => {
    fakeServer({
      'GET /api/config': () => {
        const answer = siteConfig['GET /api/config']!({});
        const body = answer.body as { guests: object };
        return {
          status: 200,
          body: {
            ...body,
            guests: { ...body.guests, faqPets: 'Only <b>small</b> dogs.', refundPolicy: '## Our promise\n\n- Full refund <i>always</i>.' },
          },
        };
      },
    });
    renderApp('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Are pets allowed?' }));
    expect(await screen.findByText('Only <b>small</b> dogs.')).toBeTruthy();
    renderApp('/refund-policy');
    expect(await screen.findByRole('heading', { name: 'Our promise' })).toBeTruthy();
    expect(screen.getByText('Full refund <i>always</i>.').tagName).toBe('LI');
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
