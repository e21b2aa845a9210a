import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn, visitor } from '../../test/render';

const LINKS = { bookingdotcom: 'https://booking.example/h', airbnb: '', makemytrip: 'https://mmt.example/h', googleTravel: '', agoda: '' };

describe('guest review links on the home page', () => {
  it('links to the platforms that have a link and hides the empty ones', async () => {
    fakeServer({ ...visitor, 'GET /api/rating': () => ({ status: 200, body: LINKS }) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'What Our Guests Say' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Booking.com(opens in a new tab)', 'https://booking.example/h'],
      ['MakeMyTrip(opens in a new tab)', 'https://mmt.example/h'],
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('hides the section when no platform has a link', async () => {
    fakeServer({ ...visitor, 'GET /api/rating': () => ({ status: 200, body: { ...LINKS, bookingdotcom: '', makemytrip: '' } }) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'What Our Guests Say' })).toBeNull());
  });
});

describe('update links', () => {
  it('edits the saved links, refusing a link that is not http(s)', async () => {
    let sent: unknown;
    fakeServer({
      ...signedIn(true),
      'GET /api/rating': () => ({ status: 200, body: LINKS }),
      'POST /api/rating': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: { ...LINKS, airbnb: 'https://airbnb.example/h', bookingdotcom: '' } };
      },
    });
    renderApp('/review-rating');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Links' })).toBeTruthy();
    const booking = await screen.findByLabelText('Booking.com');
    await waitFor(() => expect((booking as HTMLInputElement).value).toBe('https://booking.example/h'));

    await userEvent.type(screen.getByLabelText('Airbnb'), 'airbnb.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Links' }));
    expect(await screen.findByText('Please enter a full link starting with http:// or https://')).toBeTruthy();
    expect(sent).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('Airbnb'));
    await userEvent.type(screen.getByLabelText('Airbnb'), 'https://airbnb.example/h');
    await userEvent.clear(booking);
    await userEvent.click(screen.getByRole('button', { name: 'Save Links' }));
    expect(await screen.findByText('Links updated')).toBeTruthy();
    expect(sent).toEqual({
      bookingdotcom: null,
      airbnb: 'https://airbnb.example/h',
      makemytrip: 'https://mmt.example/h',
      googleTravel: null,
      agoda: null,
    });
  });
});
