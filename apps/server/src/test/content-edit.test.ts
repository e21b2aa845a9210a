/** Editing content in place (issue 20): coupons, blogs, destinations and carousel slides keep their ids. */
import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from './access';
import { setUpSignedInApp, type TestApp } from './harness';
import { multipart, pngImage } from './multipart';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: string) => {
  const body = await multipart(fields, file ? [{ name: file, filename: 'p.png', content: await pngImage(), type: 'image/png' }] : []);
  return t.app.inject({ method, url, ...body, headers: { ...body.headers, cookie: admin } });
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('PUT /api/coupons/{id}', () => {
  const coupon = { couponType: 'Percentage', amount: 10, couponCode: 'EDITME', couponMessage: 'Ten off', minNights: 1, neverExpires: true };
  it('changes the coupon under the same id; the public list shows the change at once', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/coupons', payload: coupon, headers: { cookie: admin } });
    const id = created.json()._id as string;
    await get('/api/coupons'); // cached
    await expectAdminOnly(t.app, user, { method: 'PUT', url: `/api/coupons/${id}`, payload: coupon });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/coupons/${id}`,
      payload: { ...coupon, amount: 12, couponMessage: 'Twelve off' },
      headers: { cookie: admin },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: id, amount: 12, couponMessage: 'Twelve off', couponCode: 'EDITME' });
    expect((await get('/api/coupons')).json()).toContainEqual(expect.objectContaining({ _id: id, amount: 12 }));
  });

  it("refuses another coupon's code, and an unknown id", async () => {
    await t.app.inject({ method: 'POST', url: '/api/coupons', payload: { ...coupon, couponCode: 'TAKEN' }, headers: { cookie: admin } });
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      payload: { ...coupon, couponCode: 'MINE' },
      headers: { cookie: admin },
    });
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/coupons/${mine.json()._id}`,
      payload: { ...coupon, couponCode: 'taken' },
      headers: { cookie: admin },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'A coupon with this code already exists' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/coupons/00000000-0000-4000-8000-000000000000',
      payload: { ...coupon, couponCode: 'NOBODY' },
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/blogs/{id}', () => {
  it('fixes a typo under the same address, keeping the thumbnail unless a new one is sent', async () => {
    const fields = { title: 'Monsoon in Munnar', content: '<p>Tea and mist.</p>', author: 'Asha', publishDate: '2026-06-01' };
    const created = (await send('POST', '/api/blogs', { ...fields, title: 'Monsoon in Munar' }, 'thumbnailImage')).json() as {
      _id: string;
      thumbnailImageUrl: string;
    };
    await get(`/api/blogs?page=1&limit=9`); // cached
    const edited = await send('PUT', `/api/blogs/${created._id}`, fields);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ _id: created._id, title: 'Monsoon in Munnar', thumbnailImageUrl: created.thumbnailImageUrl });
    expect((await get(`/api/blogs/${created._id}`)).json().title).toBe('Monsoon in Munnar');
    expect((await get('/api/blogs?page=1&limit=9')).json().data.map((b: { title: string }) => b.title)).toContain('Monsoon in Munnar');

    const replaced = (await send('PUT', `/api/blogs/${created._id}`, fields, 'thumbnailImage')).json() as { thumbnailImageUrl: string };
    expect(replaced.thumbnailImageUrl).not.toBe(created.thumbnailImageUrl);
    expect((await get(created.thumbnailImageUrl)).statusCode).toBe(404);
    expect((await get(replaced.thumbnailImageUrl)).statusCode).toBe(200);
  });

  it('refuses an incomplete blog and changes nothing', async () => {
    const fields = { title: 'Kept', content: '<p>Kept.</p>', author: 'Asha', publishDate: '2026-06-01' };
    const created = (await send('POST', '/api/blogs', fields, 'thumbnailImage')).json() as { _id: string };
    const bad = await send('PUT', `/api/blogs/${created._id}`, { ...fields, title: ' ' });
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/blogs/${created._id}`)).json().title).toBe('Kept');
  });
});

describe('PUT /api/destinations/{id}', () => {
  it('renames a destination and replaces its picture; a taken name is refused', async () => {
    const created = (await send('POST', '/api/destinations', { name: 'Kasol' })).json() as { _id: string };
    await send('POST', '/api/destinations', { name: 'Kasauli' });
    await get('/api/destinations'); // cached
    const edited = await send('PUT', `/api/destinations/${created._id}`, { name: 'Kasol Valley' }, 'illustrationImage');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ _id: created._id, name: 'Kasol Valley', illustrationImageUrl: expect.stringMatching(/\.webp$/) });
    // The admin list (a destination without a property is not among the guests' suggestions).
    const all = await t.app.inject({ method: 'GET', url: '/api/destinations/all', headers: { cookie: admin } });
    expect(all.json()).toContainEqual(expect.objectContaining({ ...edited.json(), propertyCount: 0 }));
    const clash = await send('PUT', `/api/destinations/${created._id}`, { name: 'kasauli' });
    expect(clash.statusCode).toBe(409);
  });
});

describe('PUT /api/carousel/{id}', () => {
  it("changes a slide's text and link in place", async () => {
    const created = (
      await send('POST', '/api/carousel', { featuredText: 'Snow in Manali', ButtonLink: '/search?destination=Manali' }, 'carouselImage')
    ).json() as { _id: string; imageUrl: string };
    await get('/api/carousel'); // cached
    const edited = await send('PUT', `/api/carousel/${created._id}`, { featuredText: 'First snow in Manali', ButtonLink: '/blogs' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      _id: created._id,
      imageUrl: created.imageUrl,
      featuredText: 'First snow in Manali',
      ButtonLink: '/blogs',
    });
    expect((await get('/api/carousel')).json()).toContainEqual(edited.json());
    const outside = await send('PUT', `/api/carousel/${created._id}`, { featuredText: 'x', ButtonLink: 'https://evil.example' });
    expect(outside.statusCode).toBe(400);
  });
});
