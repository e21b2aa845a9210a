import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from '@hillnest/domain';
import { hotels } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { setUpSignedInApp, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { insertHotel } from '../bookings/test-fixtures';
import { jpegImage, multipart, nestedUses, PLAIN_SVG, pngImage, UNSAFE_SVGS, webpImage } from '../../test/multipart';
import { COMPLEX_SVG_MESSAGE } from '../../lib/svg-safety';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

type Destination = { _id: string; name: string; illustrationImageUrl: string };

async function create(name: string, image?: { content: Buffer; filename: string }, cookie = admin, fields: Record<string, string> = {}) {
  const body = await multipart({ name, ...fields }, image ? [{ name: 'illustrationImage', ...image }] : []);
  return t.app.inject({ method: 'POST', url: '/api/destinations', ...body, headers: { ...body.headers, cookie } });
}
/** The admin's list: every destination, with its number of properties. */
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/destinations/all', headers: { cookie: admin } })).json() as (Destination & {
    propertyCount: number;
  })[];
const publicNames = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/destinations' })).json() as Destination[]).map((d) => d.name);
const names = async () => (await list()).map((d) => d.name);
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

describe('destinations', () => {
  it('adds a destination without a picture; the admin list (by name) shows it', async () => {
    const response = await create('  Kasauli ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ _id: expect.any(String), name: 'Kasauli', illustrationImageUrl: '', slug: 'kasauli' });
    expect(await list()).toContainEqual({ ...response.json(), introduction: '', questions: [], propertyCount: 0 });
  });

  it.each([
    ['png', pngImage, 'chail.png'],
    ['jpeg', jpegImage, 'chail.jpg'],
    ['svg', async () => PLAIN_SVG, 'chail.svg'],
  ])('stores a %s illustration as WebP with a thumbnail', async (kind, image, filename) => {
    const response = await create(`Chail ${kind}`, { content: await image(), filename });
    expect(response.statusCode).toBe(201);
    const { illustrationImageUrl } = response.json() as Destination;
    expect(illustrationImageUrl).toMatch(/^\/uploads\/destinations\/[\w-]+\.webp$/);
    const stored = await fetchUrl(illustrationImageUrl);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await fetchUrl(thumbnailUrl(illustrationImageUrl))).statusCode).toBe(200);
  });

  it.each(Object.entries(UNSAFE_SVGS))('refuses an SVG with %s and stores nothing', async (problem, svg) => {
    const name = `Unsafe ${problem}`;
    const response = await create(name, { content: Buffer.from(svg), filename: 'x.svg' });
    expect(response.statusCode).toBe(400);
    // Refused as unsafe, or (a DOCTYPE with entities) not even recognised as an SVG.
    expect(response.json().message).toMatch(/scripts, event handlers or references to other files|must be an image file/);
    expect(await names()).not.toContain(name);
  });

  it('refuses an SVG whose nested references would draw millions of elements, before drawing it', async () => {
    // Five levels of ten: accepted after 1.5 s of drawing before; six: refused by librsvg after 5 s.
    for (const levels of [5, 6]) {
      const name = `Reference bomb ${levels}`;
      const response = await create(name, { content: Buffer.from(nestedUses(levels, 10)), filename: 'bomb.svg' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: COMPLEX_SVG_MESSAGE });
      expect(await names()).not.toContain(name);
    }
  });

  it('refuses a file that is not a PNG, JPEG or SVG, whatever its name', async () => {
    for (const content of [await webpImage(), Buffer.from('just text, not an image')]) {
      const response = await create('Wrong file', { content, filename: 'looks.png' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The illustration must be an image file (PNG, JPEG, SVG)' });
    }
    expect(await names()).not.toContain('Wrong file');
  });

  it('refuses a picture whose bytes do not decode', async () => {
    const broken = (await pngImage()).subarray(0, 60);
    const response = await create('Broken', { content: broken, filename: 'broken.png' });
    expect(response.statusCode).toBe(400);
    expect(await names()).not.toContain('Broken');
  });

  it('needs a name', async () => {
    const response = await create('   ', { content: await pngImage(), filename: 'a.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please fill in the destination name', field: 'name' });
  });

  it('refuses a name that exists in any case', async () => {
    expect((await create('Lansdowne')).statusCode).toBe(201);
    const again = await create('LANSDOWNE');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This destination already exists' });
  });

  it('answers a JSON body with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/destinations', payload: { name: 'X' }, headers: { cookie: admin } });
    expect(response.statusCode).toBe(415);
  });

  it('deletes a destination with its picture; an unknown or malformed id is 404', async () => {
    const created = (await create('Auli', { content: await pngImage(), filename: 'auli.png' })).json() as Destination;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/destinations/${created._id}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(204);
    expect(await names()).not.toContain('Auli');
    expect((await fetchUrl(created.illustrationImageUrl)).statusCode).toBe(404);
    for (const id of [created._id, '123']) {
      const again = await t.app.inject({ method: 'DELETE', url: `/api/destinations/${id}`, headers: { cookie: admin } });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Destination not found' });
    }
  });

  it('suggests to guests only destinations where a search finds a property; the admin list says how many', async () => {
    await create('Mukteshwar');
    // Other properties do not count (their names are no match).
    await insertHotel(t.app, { city: 'Shimla', name: 'Cedar Lodge' });
    await publicNames(); // cached
    expect(await publicNames()).not.toContain('Mukteshwar');
    await expectAdminOnly(t.app, user, { method: 'GET', url: '/api/destinations/all' });
    const hotel = await insertHotel(t.app, { city: 'Mukteshwar', name: 'Orchard House' });
    expect(await publicNames()).toContain('Mukteshwar');
    expect((await list()).find((d) => d.name === 'Mukteshwar')?.propertyCount).toBe(1);
    // An archived property no longer counts.
    await t.database.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, hotel.id));
    wroteBehindTheApp(t.app, 'hotels');
    expect(await publicNames()).not.toContain('Mukteshwar');
    expect((await list()).find((d) => d.name === 'Mukteshwar')?.propertyCount).toBe(0);
  });

  it("answers every destination to the administrator at the guests' address (as the original admin page reads it)", async () => {
    const created = (await create('Dhanaulti')).json() as Destination;
    await publicNames(); // the guests' answer, cached
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/destinations', headers: { cookie: admin } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(asAdmin.json()).toContainEqual(created);
    // Guests, signed in or not, still get only the destinations with a property.
    expect(await publicNames()).not.toContain('Dhanaulti');
    const asUser = await t.app.inject({ method: 'GET', url: '/api/destinations', headers: { cookie: user } });
    expect((asUser.json() as Destination[]).map((d) => d.name)).not.toContain('Dhanaulti');
  });

  it('keeps adding and deleting to the admin', async () => {
    const created = (await create('Binsar')).json() as Destination;
    const body = await multipart({ name: 'Sneaky' });
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/destinations', ...body });
    await expectAdminOnly(t.app, user, { method: 'DELETE', url: `/api/destinations/${created._id}` });
    expect(await names()).toContain('Binsar');
    expect(await names()).not.toContain('Sneaky');
  });
});

describe('destination pages', () => {
  const QUESTIONS = [
    { question: 'When is the snow?', answer: 'From late December to February.' },
    { question: 'How far is the airport?', answer: 'About 3 hours by road.' },
  ];
  const pageOf = (slug: string) => t.app.inject({ method: 'GET', url: `/api/destination-pages/${slug}` });

  it('answers the introduction, the questions and the properties a search finds, with their prices and places', async () => {
    const created = await create('Munnar Hills', undefined, admin, {
      introduction: 'Tea gardens as far as you can see.',
      questions: JSON.stringify(QUESTIONS),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'munnar-hills' });
    // A destination without properties has no page.
    expect((await pageOf('munnar-hills')).statusCode).toBe(404);
    const hotel = await insertHotel(t.app, { city: 'Munnar Hills', name: 'Tea Estate View' });
    await t.database.db.update(hotels).set({ latitude: 10.0889, longitude: 77.0595 }).where(eq(hotels.id, hotel.id));
    wroteBehindTheApp(t.app, 'hotels');
    const response = await pageOf('munnar-hills');
    expect(response.statusCode).toBe(200);
    const page = response.json() as { name: string; introduction: string; questions: unknown; properties: Record<string, unknown>[] };
    expect(page).toMatchObject({
      name: 'Munnar Hills',
      slug: 'munnar-hills',
      introduction: 'Tea gardens as far as you can see.',
      questions: QUESTIONS,
    });
    expect(page.properties).toEqual([
      expect.objectContaining({
        _id: hotel.id,
        name: 'Tea Estate View',
        pricePerNight: expect.any(Number),
        latitude: 10.0889,
        longitude: 77.0595,
      }),
    ]);
  });

  it('answers 404 for an unknown address', async () => {
    const response = await pageOf('atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Destination not found' });
  });

  it('keeps what the owner wrote through an edit, and refuses bad questions with 400 naming the field', async () => {
    const created = (await create('Vagamon')).json() as Destination;
    const edit = async (fields: Record<string, string>) => {
      const body = await multipart({ name: 'Vagamon', ...fields }, []);
      return t.app.inject({ method: 'PUT', url: `/api/destinations/${created._id}`, ...body, headers: { ...body.headers, cookie: admin } });
    };
    expect((await edit({ introduction: 'Pine forests.', questions: JSON.stringify(QUESTIONS.slice(0, 1)) })).statusCode).toBe(200);
    expect((await list()).find((d) => d._id === created._id)).toMatchObject({
      introduction: 'Pine forests.',
      questions: QUESTIONS.slice(0, 1),
    });

    for (const questions of ['not json', JSON.stringify([{ question: 'No answer?', answer: ' ' }]), JSON.stringify({ question: 'x' })]) {
      const refused = await edit({ questions });
      expect(refused.statusCode, questions).toBe(400);
      expect((refused.json() as { field: string }).field, questions).toMatch(/^questions/);
    }
    const tooLong = await edit({ introduction: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'introduction' });
    // Nothing was half-changed.
    expect((await list()).find((d) => d._id === created._id)).toMatchObject({ introduction: 'Pine forests.' });
  });

  it('refuses with 409 naming the name a destination whose page address another has', async () => {
    expect((await create('Coorg Town')).statusCode).toBe(201);
    const clash = await create('Coorg-Town!');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'Another destination already has a page at this address: choose another name', field: 'name' });
    const other = (await create('Madikeri')).json() as Destination;
    const body = await multipart({ name: 'coorg town.' }, []);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/destinations/${other._id}`,
      ...body,
      headers: { ...body.headers, cookie: admin },
    });
    expect(renamed.statusCode).toBe(409);
  });
});
