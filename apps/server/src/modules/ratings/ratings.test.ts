import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/access';
import { fieldError, setUpSignedInApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

const save = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/rating', payload: payload as object, headers: { cookie: admin } });
const links = async () => (await t.app.inject({ method: 'GET', url: '/api/rating' })).json();
const NONE = { bookingdotcom: '', airbnb: '', makemytrip: '', googleTravel: '', agoda: '' };

describe('rating links', () => {
  it('has no links before the admin saves any', async () => {
    expect(await links()).toEqual(NONE);
  });

  it('saves the links, blanks as none, and shows them to everyone', async () => {
    const response = await save({ bookingdotcom: ' https://www.booking.com/hotel/in/hillnest ', airbnb: '', agoda: 'http://agoda.com/h' });
    expect(response.statusCode).toBe(200);
    const expected = { ...NONE, bookingdotcom: 'https://www.booking.com/hotel/in/hillnest', agoda: 'http://agoda.com/h' };
    expect(response.json()).toEqual(expected);
    expect(await links()).toEqual(expected);
  });

  it('replaces all links at once: a platform left out loses its link', async () => {
    await save({ airbnb: 'https://airbnb.co.in/h/1', makemytrip: 'https://makemytrip.com/h' });
    expect(await save({ makemytrip: 'https://makemytrip.com/h2', googleTravel: 'https://www.google.com/travel/h' })).toHaveProperty(
      'statusCode',
      200,
    );
    expect(await links()).toEqual({ ...NONE, makemytrip: 'https://makemytrip.com/h2', googleTravel: 'https://www.google.com/travel/h' });
  });

  it.each([
    [{ airbnb: 'javascript:alert(1)' }, 'airbnb: Please enter a full link starting with http:// or https://'],
    [{ agoda: 'agoda.com' }, 'agoda: Please enter a full link starting with http:// or https://'],
    [{ googleTravel: 42 }, 'googleTravel: Please enter a full link starting with http:// or https://'],
    [
      { bookingdotcom: `https://x.example/${'a'.repeat(600)}` },
      'bookingdotcom: Please enter a full link starting with http:// or https://',
    ],
  ])('refuses %o and keeps the saved links', async (payload, message) => {
    const before = await links();
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
    expect(await links()).toEqual(before);
  });

  it('keeps saving to the admin', async () => {
    const before = await links();
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/rating', payload: { airbnb: 'https://evil.example' } });
    expect(await links()).toEqual(before);
  });
});
