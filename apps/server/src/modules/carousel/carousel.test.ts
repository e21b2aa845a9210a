import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/access';
import { fieldError, setUpSignedInApp, type TestApp } from '../../test/harness';
import { multipart, PLAIN_SVG, pngImage, UNSAFE_SVGS } from '../../test/multipart';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

type Slide = { _id: string; imageUrl: string; featuredText: string; ButtonLink: string };

async function create(fields: Record<string, string>, image?: { content: Buffer; filename: string } | null) {
  const files = image === null ? [] : [{ name: 'carouselImage', ...(image ?? { content: await pngImage(), filename: 'slide.png' }) }];
  const body = await multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/carousel', ...body, headers: { ...body.headers, cookie: admin } });
}
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/carousel' })).json() as Slide[];
const texts = async () => (await list()).map((s) => s.featuredText);

describe('carousel slides', () => {
  it('adds slides that the home carousel lists in the order they were added', async () => {
    const first = await create({ featuredText: 'Snow in Gulmarg', ButtonLink: '/search?destination=Gulmarg' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      imageUrl: expect.stringMatching(/^\/uploads\/carousel\/[\w-]+\.webp$/),
      featuredText: 'Snow in Gulmarg',
      ButtonLink: '/search?destination=Gulmarg',
    });
    const second = await create({ featuredText: 'Read our blog', ButtonLink: '/blogs' }, { content: PLAIN_SVG, filename: 'b.svg' });
    expect(second.statusCode).toBe(201);
    const slides = await list();
    expect(slides.slice(-2)).toEqual([first.json(), second.json()]);
    expect((await t.app.inject({ method: 'GET', url: second.json().imageUrl })).statusCode).toBe(200);
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'blogs'])(
    'refuses the ButtonLink %s, which is not a page of this site',
    async (ButtonLink) => {
      const response = await create({ featuredText: 'Outside link', ButtonLink });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The button link must be a page of this site, starting with / (for example /blogs)',
        field: 'ButtonLink',
      });
      expect(await texts()).not.toContain('Outside link');
    },
  );

  it.each([
    [{ featuredText: '', ButtonLink: '/blogs' }, undefined, 'featuredText: Please fill in all fields'],
    [{ featuredText: 'No link' }, undefined, 'ButtonLink: Please fill in all fields'],
    [{ featuredText: 'No image', ButtonLink: '/blogs' }, null, 'carouselImage: Please fill in all fields'],
  ] as const)('refuses %o with "%s"', async (fields, image, message) => {
    const response = await create(fields, image);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
  });

  it('refuses an SVG with a script', async () => {
    const response = await create(
      { featuredText: 'Scripted', ButtonLink: '/' },
      { content: Buffer.from(UNSAFE_SVGS.script!), filename: 's.svg' },
    );
    expect(response.statusCode).toBe(400);
    expect(await texts()).not.toContain('Scripted');
  });

  it('refuses a file field it does not expect', async () => {
    const body = await multipart({ featuredText: 'x', ButtonLink: '/' }, [{ name: 'other', filename: 'a.png', content: await pngImage() }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/carousel', ...body, headers: { ...body.headers, cookie: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Unexpected file field: other' });
  });

  it('deletes a slide with its picture; an unknown id is 404', async () => {
    const created = (await create({ featuredText: 'Short-lived', ButtonLink: '/' })).json() as Slide;
    const url = `/api/carousel/${created._id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } })).statusCode).toBe(204);
    expect(await texts()).not.toContain('Short-lived');
    expect((await t.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Carousel image not found' });
  });

  it('keeps adding and deleting to the admin', async () => {
    const created = (await create({ featuredText: 'Guarded', ButtonLink: '/' })).json() as Slide;
    const body = await multipart({ featuredText: 'Sneaky', ButtonLink: '/' }, [
      { name: 'carouselImage', filename: 'a.png', content: await pngImage() },
    ]);
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/carousel', ...body });
    await expectAdminOnly(t.app, user, { method: 'DELETE', url: `/api/carousel/${created._id}` });
    expect(await texts()).toContain('Guarded');
    expect(await texts()).not.toContain('Sneaky');
  });
});
