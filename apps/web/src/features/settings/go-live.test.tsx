import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { GO_LIVE_ITEMS, type AdminToday, type GoLiveStatus } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn, siteConfig } from '../../test/render';

const NO_DEMO = { properties: [], photos: 0, destinations: [], blogs: [], coupons: [], slides: 0, keptWithBookings: [] };

function status(failing: string[], extra: Partial<GoLiveStatus> = {}): GoLiveStatus {
  const items = Object.entries(GO_LIVE_ITEMS).map(([id, item]) => ({
    id: id as keyof typeof GO_LIVE_ITEMS,
    ...item,
    ok: !failing.includes(id),
    detail: failing.includes(id) ? `${item.label} fails.` : `${item.label} passes.`,
  }));
  return { mode: 'demo', lockedByEnvironment: false, items, ready: failing.length === 0, demo: NO_DEMO, ...extra };
}

const TODAY: AdminToday = {
  today: '2026-03-10',
  arrivals: 2,
  departures: 1,
  messagesWaiting: 3,
  refundsOwed: 0,
  mode: 'demo',
  setup: 'finished',
  failing: [],
};

describe('Settings → Go live', () => {
  it('lists each item with its state and a link to fix it; Go live is disabled until all pass', async () => {
    fakeServer({ ...signedIn(true), 'GET /api/admin/go-live': () => ({ status: 200, body: status(['payments', 'https']) }) });
    renderApp('/settings/go-live');
    const list = await screen.findByRole('list', { name: 'Go-live checklist' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]!.textContent).toContain('Payments connected: To do');
    expect(items[0]!.textContent).toContain('Payments connected fails.');
    expect(within(items[0]!).getByRole('link', { name: 'Fix payments connected' }).getAttribute('href')).toBe('/settings/payments');
    expect(items[2]!.textContent).toContain('Administrator password changed: Done');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go live' })).toHaveProperty('disabled', true);
    expect(screen.getByText('No demo data is left on the site.')).toBeTruthy();
  });

  it('goes live when every item passes, and switches back to test mode in one click', async () => {
    let mode: 'demo' | 'live' = 'demo';
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/go-live': () => ({ status: 200, body: status([], { mode }) }),
      'POST /api/admin/go-live': () => ((mode = 'live'), { status: 200, body: status([], { mode }) }),
      'POST /api/admin/go-live/test-mode': () => ((mode = 'demo'), { status: 200, body: status([], { mode }) }),
    });
    renderApp('/settings/go-live');
    await userEvent.click(await screen.findByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('The site is live: payments are real.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Switch back to test mode' }));
    expect(await screen.findByText('The site is in test mode: no real money is taken.')).toBeTruthy();
    expect(mode).toBe('demo');
  });

  it('shows the mode locked, with no switch, when SITE_MODE sets it', async () => {
    fakeServer({ ...signedIn(true), 'GET /api/admin/go-live': () => ({ status: 200, body: status([], { lockedByEnvironment: true }) }) });
    renderApp('/settings/go-live');
    expect(
      await screen.findByText("The site's mode is set by the server's environment (SITE_MODE): change it there, not here."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go live' })).toBeNull();
  });

  it('removes the demo catalogue after a confirmation listing exactly what goes', async () => {
    let removed = false;
    const demo = {
      properties: ['Cedar Crest Residency', 'Pine Hollow Studio'],
      photos: 6,
      destinations: ['Manali'],
      blogs: ['Five quiet walks around Shimla'],
      coupons: ['WELCOME10'],
      slides: 3,
      keptWithBookings: ['Beas Riverside Condo'],
    };
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/go-live': () => ({ status: 200, body: status(['demoRemoved'], { demo: removed ? NO_DEMO : demo }) }),
      'DELETE /api/admin/demo-catalogue': () => ((removed = true), { status: 200, body: demo }),
    });
    renderApp('/settings/go-live');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the demo catalogue' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the demo catalogue?' });
    for (const text of [
      'Cedar Crest Residency, Pine Hollow Studio',
      '6 photos',
      'Manali',
      'Five quiet walks around Shimla',
      'WELCOME10',
      '3 slides',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByText('Kept, as they have bookings (taken off the site)').nextElementSibling!.textContent).toBe(
      'Beas Riverside Condo',
    );
    expect(within(dialog).getByText('Bookings are never deleted.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Demo catalogue removed')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No demo data is left on the site.')).toBeTruthy());
    expect(removed).toBe(true);
  });
});

describe('the dashboard leads with today', () => {
  it('shows arrivals, departures, messages waiting and refunds owed, and what going live still needs', async () => {
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/today': () => ({
        status: 200,
        body: { ...TODAY, setup: 'started', failing: [{ id: 'email', label: 'E-mail sending', fixPath: '/settings/email' }] },
      }),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Arrivals').nextElementSibling!.textContent).toBe('2');
    expect(within(today).getByText('Departures').nextElementSibling!.textContent).toBe('1');
    expect(within(today).getByText('Messages waiting').nextElementSibling!.textContent).toBe('3');
    const warnings = within(today).getByRole('list', { name: 'Setup warnings' });
    expect(within(warnings).getByRole('link', { name: 'Resume setup' }).getAttribute('href')).toBe('/setup');
    expect(within(warnings).getByRole('link', { name: 'e-mail sending' }).getAttribute('href')).toBe('/settings/email');
    expect(within(warnings).getByRole('link', { name: 'Go-live checklist' }).getAttribute('href')).toBe('/settings/go-live');
  });

  it('opens the setup on a new site (the first sign-in lands on the dashboard)', async () => {
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/today': () => ({ status: 200, body: { ...TODAY, setup: 'new' } }),
      'GET /api/admin/setup': () => ({ status: 200, body: { status: 'new', step: 'business' } }),
    });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your business' })).toBeTruthy();
  });
});

describe('the first-run setup', () => {
  it('moves through its steps, keeping the step reached, and can be skipped', async () => {
    const saved: unknown[] = [];
    let state = { status: 'new', step: 'business' };
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/setup': () => ({ status: 200, body: state }),
      'PUT /api/admin/setup': (init) => {
        state = JSON.parse(String(init.body));
        saved.push(state);
        return { status: 200, body: state };
      },
      'GET /api/admin/settings/business': () => ({
        status: 200,
        body: { values: { name: 'Hillnest', contactEmail: '', phone: '', whatsapp: '', address: '' }, lockedByEnvironment: [] },
      }),
      'GET /api/admin/go-live': () => ({ status: 200, body: status([]) }),
      'GET /api/admin/today': () => ({ status: 200, body: TODAY }),
    });
    const { router } = renderApp('/setup');
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your business' })).toBeTruthy();
    expect(await screen.findByLabelText('Business name')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Your first property' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a property' }).getAttribute('href')).toBe('/add-property');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Payments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect Razorpay' }).getAttribute('href')).toBe('/settings/payments');
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(saved).toEqual([
      { status: 'started', step: 'property' },
      { status: 'started', step: 'payments' },
      { status: 'started', step: 'payments' },
    ]);
  });

  it('lets the owner upload the logo in the business step, through the Business page’s upload', async () => {
    let logoUrl: string | null = null;
    const uploads: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      'GET /api/config': () => ({
        status: 200,
        body: {
          ...(siteConfig['GET /api/config']!({}, new URL('http://localhost/api/config')).body as object),
          business: { name: 'Kasauli Stays', contactEmail: null, phone: null, whatsapp: null, address: null, logoUrl },
        },
      }),
      'POST /api/admin/settings/business/logo': (init) => {
        uploads.push(init.body);
        logoUrl = '/uploads/logos/abc-1600.webp';
        return { status: 200, body: { name: 'Kasauli Stays', contactEmail: null, phone: null, whatsapp: null, address: null, logoUrl } };
      },
      'GET /api/admin/setup': () => ({ status: 200, body: { status: 'new', step: 'business' } }),
      'GET /api/admin/settings/business': () => ({
        status: 200,
        body: { values: { name: 'Kasauli Stays', contactEmail: '', phone: '', whatsapp: '', address: '' }, lockedByEnvironment: [] },
      }),
    });
    renderApp('/setup');
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your business' })).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Upload a logo'), file);
    expect(await screen.findByRole('img', { name: 'Logo of Kasauli Stays' })).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect((uploads[0] as FormData).get('logo')).toBeInstanceOf(File);
    expect(screen.getByLabelText('Replace the logo')).toBeTruthy();
  });

  it('resumes at the step reached and finishes', async () => {
    let state = { status: 'started', step: 'email' };
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/setup': () => ({ status: 200, body: state }),
      'PUT /api/admin/setup': (init) => ((state = JSON.parse(String(init.body))), { status: 200, body: state }),
      'GET /api/admin/today': () => ({ status: 200, body: TODAY }),
    });
    const { router } = renderApp('/setup');
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: E-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up e-mail' }).getAttribute('href')).toBe('/settings/email');
    await userEvent.click(screen.getByRole('button', { name: 'Finish setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(state).toEqual({ status: 'finished', step: 'email' });
  });
});
