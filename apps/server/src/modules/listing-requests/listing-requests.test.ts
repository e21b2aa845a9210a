import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, signInAdmin, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  user = (await registerUser(t.app)).cookie;
});
afterAll(() => t?.close());

const request = (override: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'Ravi.Kumar@Example.com',
  mobile: '+91 98765 43210',
  propertyName: 'Pine Cottage',
  propertyLocation: 'Kasauli, Himachal Pradesh',
  propertyType: 'Hill View Condo',
  hearAbout: 'Instagram',
  ...override,
});
const send = (payload: unknown, cookie: string | null = user) =>
  t.app.inject({ method: 'POST', url: '/api/properties', payload: payload as object, headers: cookie ? { cookie } : {} });
const adminList = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/properties', headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json() as { propertyName: string }[];
};

describe('listing requests', () => {
  it('records a signed-in user\'s request with the optional fields, for the admin to read', async () => {
    const response = await send(
      request({ rooms: '4', photosLink: 'https://photos.example/pine', propertyDescription: ' Two balconies. ', propertyType: 'Other' }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      ...request(),
      email: 'ravi.kumar@example.com',
      propertyType: 'Other',
      rooms: 4,
      photosLink: 'https://photos.example/pine',
      propertyDescription: 'Two balconies.',
      createdAt: expect.any(String),
    });
    expect(await adminList()).toContainEqual(created);
  });

  it('leaves the optional fields empty', async () => {
    const response = await send(request({ propertyName: 'Bare', rooms: '', photosLink: '', propertyDescription: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ rooms: null, photosLink: null, propertyDescription: null });
  });

  it('lists newest first', async () => {
    await send(request({ propertyName: 'Older' }));
    await send(request({ propertyName: 'Newer' }));
    const names = (await adminList()).map((r) => r.propertyName);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(names[0]).toBe('Newer');
  });

  it.each([
    [{ firstName: '' }, 'firstName: This field is required'],
    [{ mobile: undefined }, 'mobile: This field is required'],
    [{ email: 'ravi@' }, 'email: Please enter a valid email address'],
    [{ mobile: 'abc' }, 'mobile: Please enter a valid mobile number'],
    [{ propertyType: 'Palace' }, 'propertyType: Please choose one of the listed property types'],
    [{ hearAbout: '' }, 'hearAbout: This field is required'],
    [{ rooms: -2 }, 'rooms: Rooms must be a whole number from 1 to 10000'],
    [{ photosLink: 'file:///etc/passwd' }, 'photosLink: Please enter a full link starting with http:// or https://'],
  ])('refuses %o with "%s" and stores nothing', async (override, message) => {
    const response = await send(request({ ...override, propertyName: `Invalid ${message}` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await adminList()).map((r) => r.propertyName)).not.toContain(`Invalid ${message}`);
  });

  it('needs a signed-in user to send and the admin to read', async () => {
    expect((await send(request({ propertyName: 'Anonymous' }), null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(401);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/properties', headers: { cookie: user } });
    expect(asUser.statusCode).toBe(403);
    expect((await adminList()).map((r) => r.propertyName)).not.toContain('Anonymous');
  });
});
