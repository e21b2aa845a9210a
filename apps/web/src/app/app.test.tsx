import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, siteConfig, visitor } from '../test/render';

describe('page frame', () => {
  it('shows the not-found page with a link home for an unknown path', async () => {
    fakeServer(visitor);
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go back home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('has every footer link, spelt as the spec says, and the social links', async () => {
    fakeServer(visitor);
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/blogs',
        '/careers',
        '/faq',
        '/terms-and-contions',
        '/privacy-policy',
        '/guest-policy',
        '/refund-policy',
        'mailto:stay@hillnest.example',
      ]),
    );
    for (const a of footer.querySelectorAll('a')) expect(a.textContent || a.getAttribute('aria-label')).toBeTruthy();
  });

  it("names the owner's business and its contact details from the settings, in the footer and the static pages", async () => {
    const business = {
      name: 'Kasauli Stays',
      contactEmail: 'hello@kasauli.example',
      phone: '+91 98765 43210',
      whatsapp: null,
      address: 'Upper Mall, Kasauli 173204',
      logoUrl: null,
    };
    fakeServer({
      ...visitor,
      'GET /api/config': (init, url) => {
        const answer = siteConfig['GET /api/config']!(init, url);
        return { ...answer, body: { ...(answer.body as object), business } };
      },
    });
    renderApp('/careers');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('Kasauli Stays');
    expect(within(footer).getByText('Upper Mall, Kasauli 173204')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(footer).getByRole('link', { name: 'E-mail Kasauli Stays at hello@kasauli.example' })).toBeTruthy();
    expect(within(footer).getByText(/© \d{4} Kasauli Stays\. All rights reserved\./)).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Careers' });
    expect(screen.getByRole('link', { name: 'hello@kasauli.example' }).getAttribute('href')).toBe('mailto:hello@kasauli.example');
  });

  it('renders static pages with a Back link to /', async () => {
    fakeServer(visitor);
    renderApp('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('has a FAQ of 9 questions', async () => {
    fakeServer(visitor);
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(within(screen.getByRole('main')).getAllByRole('button', { expanded: false })).toHaveLength(9);
  });

  it('shows the error page when a page fails to render', async () => {
    fakeServer(visitor);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // Add a broken page under the route holding the page error boundary (ids are assigned by position).
    router.patchRoutes('0-0', [
      {
        path: 'broken',
        Component: () => {
          throw new Error('boom');
        },
      },
    ]);
    await router.navigate('/broken');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    // The frame stays usable around the error.
    expect(screen.getByRole('link', { name: 'Hillnest' })).toBeTruthy();
  });
});

describe('test-mode notice', () => {
  const config = (paymentProvider: string) => ({
    'GET /api/config': () => ({
      status: 200,
      body: {
        propertyTimezone: 'Asia/Kolkata',
        today: '2026-03-10',
        holdMinutes: 15,
        maxStayNights: 30,
        bookingEngineUrl: null,
        bookingEnginePropertyId: '9166',
        paymentProvider,
        razorpayKeyId: 'rzp_test_x',
      },
    }),
  });

  it('says on every page, in a labelled region, that payments are simulated', async () => {
    for (const path of ['/refund-policy', '/sign-in', '/no/such/page']) {
      fakeServer({ ...visitor, ...config('simulated') });
      const { unmount } = renderApp(path);
      const notice = await screen.findByRole('region', { name: 'Test mode' });
      expect(notice.textContent).toBe('Test mode: payments are simulated, no money is taken.');
      unmount();
    }
  });

  it('is not there when real payments are taken', async () => {
    fakeServer({ ...visitor, ...config('razorpay') });
    renderApp('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Test mode' })).toBeNull();
  });
});
