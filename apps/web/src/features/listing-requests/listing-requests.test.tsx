import type { ListingRequest } from '@hillnest/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const ME = {
  'GET /api/users/me': () => ({ status: 200, body: { _id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' } }),
};

async function fillRequired() {
  await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com'));
  await userEvent.type(screen.getByLabelText('Mobile'), '+91 98765 43210');
  await userEvent.type(screen.getByLabelText('Property Name'), 'Pine Cottage');
  await userEvent.type(screen.getByLabelText('Property Location'), 'Kasauli');
  await userEvent.selectOptions(screen.getByLabelText('Property Type'), 'Other');
  await userEvent.selectOptions(screen.getByLabelText('Where did you hear about us?'), 'Blogs');
}

describe('list your property', () => {
  it('shows the required-field messages and offers the docs/product/content.md choices', async () => {
    fakeServer({ ...signedIn(), 'GET /api/users/me': () => ({ status: 401, body: {} }) });
    renderApp('/list-your-property');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Request' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(8);
    const types = within(screen.getByLabelText('Property Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types.at(-1)).toBe('Other');
    const hear = within(screen.getByLabelText('Where did you hear about us?'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(hear.slice(1)).toEqual([
      'Facebook',
      'Instagram',
      'Google Search',
      'Reference from a guest',
      'Reference from a Property Owner',
      'Blogs',
      'Others',
    ]);
  });

  it("starts from the user's name and e-mail, sends the request and confirms it", async () => {
    let sent: Record<string, unknown> | undefined;
    fakeServer({
      ...signedIn(),
      ...ME,
      'POST /api/properties': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 201, body: { ...sent, _id: 'r1', createdAt: '2026-05-01T10:00:00Z' } };
      },
    });
    renderApp('/list-your-property');
    await screen.findByRole('button', { name: 'Submit Request' });
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Number of Rooms (optional)'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Pine Cottage');
    expect(sent).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      mobile: '+91 98765 43210',
      propertyName: 'Pine Cottage',
      propertyLocation: 'Kasauli',
      propertyType: 'Other',
      hearAbout: 'Blogs',
      rooms: 3,
      photosLink: null,
      propertyDescription: null,
    });
  });

  it('alerts the failure and keeps what was typed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ ...signedIn(), ...ME, 'POST /api/properties': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    renderApp('/list-your-property');
    await screen.findByRole('button', { name: 'Submit Request' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add list property request. Please try again later.'));
    expect((screen.getByLabelText('Property Name') as HTMLInputElement).value).toBe('Pine Cottage');
  });
});

/** The site's settings with the property's timezone, which the admin writes times in. */
const configIn = (propertyTimezone: string) => ({
  'GET /api/config': () => ({
    status: 200,
    body: {
      propertyTimezone,
      today: '2026-05-01',
      holdMinutes: 15,
      bookingEngineUrl: null,
      bookingEnginePropertyId: '9166',
      paymentProvider: 'simulated',
      razorpayKeyId: 'rzp_test_simulated',
    },
  }),
});

describe('view all requests', () => {
  it('lists requests with mail and call links', async () => {
    const request: ListingRequest = {
      _id: 'r1',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      mobile: '+91 98765 43210',
      propertyName: 'Pine Cottage',
      propertyLocation: 'Kasauli',
      propertyType: 'Other',
      rooms: null,
      hearAbout: 'Blogs',
      photosLink: 'https://photos.example/pine',
      propertyDescription: 'Two balconies',
      createdAt: '2026-05-01T10:00:00.000Z',
    };
    fakeServer({
      ...signedIn(true),
      ...configIn('Asia/Kolkata'),
      'GET /api/properties': () => ({ status: 200, body: { data: [request], pagination: { total: 1, page: 1, pages: 1 } } }),
    });
    renderApp('/view-all-requests');
    const card = await screen.findByRole('article', { name: 'Request for Pine Cottage' });
    // 10:00 UTC is 15:30 in India, whatever the browser's own timezone.
    expect(within(card).getByText('01/05/2026, 15:30').getAttribute('datetime')).toBe('2026-05-01T10:00:00.000Z');
    expect(screen.getByText('Times in Asia/Kolkata')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ravi@example.com' }).getAttribute('href')).toBe('mailto:ravi@example.com');
    expect(within(card).getByRole('link', { name: 'Call Ravi Kumar on +91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(card.textContent).toContain('Two balconies');
  });

  it('pages the requests 20 at a time, newest first', async () => {
    const requestOf = (n: number) => ({
      _id: `r${n}`,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      mobile: '+91 98765 43210',
      propertyName: `Cottage ${n}`,
      propertyLocation: 'Kasauli',
      propertyType: 'Other',
      rooms: null,
      hearAbout: 'Blogs',
      photosLink: null,
      propertyDescription: null,
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    fakeServer({
      ...signedIn(true),
      ...configIn('America/New_York'),
      'GET /api/properties': (_init, url) => {
        const page = Number(url!.searchParams.get('page'));
        const data = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => requestOf((page - 1) * 20 + i + 1));
        return { status: 200, body: { data, pagination: { total: 25, page, pages: 2 } } };
      },
    });
    const { router } = renderApp('/view-all-requests');
    expect(await screen.findByRole('article', { name: 'Request for Cottage 1' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // A property in New York: 10:00 UTC on 1 May is 06:00 there (summer time).
    expect(screen.getAllByText('01/05/2026, 06:00')).toHaveLength(20);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Listing request pages' })).getByText('2'));
    expect(await screen.findByRole('article', { name: 'Request for Cottage 21' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
  });
});
