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
