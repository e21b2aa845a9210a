import { describe, expect, it } from 'vitest';
import { destinationSlug } from './content/destinations';
import { mapEmbedUrlAround } from './map';
import { clockTime, destinationOf, headTags, jsonLdText, shareImagePath, shortDescription } from './seo';

describe('what pages tell search engines and link previews', () => {
  it('reads the first time of a text as schema.org’s Time', () => {
    expect(clockTime('2PM-10PM')).toBe('14:00');
    expect(clockTime('10:30 AM')).toBe('10:30');
    expect(clockTime('12 AM')).toBe('00:00');
    expect(clockTime('12PM')).toBe('12:00');
    expect(clockTime('from 15:00')).toBe('15:00');
    expect(clockTime('whenever')).toBeUndefined();
  });

  it('cuts a description at a word, about 160 characters', () => {
    const long = 'word '.repeat(60);
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(shortDescription('  short\n text ')).toBe('short text');
  });

  it('writes JSON-LD no text can break out of, and attributes no quote can end', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    const tags = headTags({ title: '"><script>', description: "it's <b>" }, 'https://x.test', '/a?b=1&c=2');
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt; · Hillnest</title>');
    expect(tags).toContain('content="it&#39;s &lt;b&gt;"');
    expect(tags).toContain('<link rel="canonical" href="https://x.test/a?b=1&amp;c=2">');
    expect(tags).not.toContain('<script>');
  });

  it('makes preview images only from the site’s stored photos', () => {
    expect(shareImagePath('/uploads/hotels/abc-1600.webp')).toBe('/share-images/hotels/abc-1600.jpg');
    expect(shareImagePath('https://bucket.example/hotels/abc-1600.webp')).toBe('/share-images/hotels/abc-1600.jpg');
    expect(shareImagePath('/uploads/users/abc.webp')).toBeUndefined();
    expect(shareImagePath(undefined)).toBeUndefined();
  });

  it('spells a destination’s page address as the database does', () => {
    expect(destinationSlug('Munnar Hills')).toBe('munnar-hills');
    expect(destinationSlug('  Coorg-Town! ')).toBe('coorg-town');
    expect(destinationSlug('ऊटी')).toBe('');
  });

  it('takes a property through the destination named like its town, else one its text contains', () => {
    const destinations = [{ name: 'Hills' }, { name: 'Shimla' }];
    expect(destinationOf({ name: 'Cedar', city: 'shimla', country: 'India' }, destinations)).toEqual({ name: 'Shimla' });
    expect(destinationOf({ name: 'Cedar Hills', city: 'Kufri', country: 'India' }, destinations)).toEqual({ name: 'Hills' });
    expect(destinationOf({ name: 'Cedar', city: 'Kufri', country: 'India' }, destinations)).toBeUndefined();
  });

  it('frames every place of a destination’s map, with a marker only for a single one', () => {
    expect(mapEmbedUrlAround([])).toBeNull();
    expect(mapEmbedUrlAround([{ latitude: 10, longitude: 77 }])).toContain('marker=');
    const url = new URL(
      mapEmbedUrlAround([
        { latitude: 10, longitude: 77 },
        { latitude: 11, longitude: 78 },
      ])!,
    );
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(77);
    expect(south).toBeLessThan(10);
    expect(east).toBeGreaterThan(78);
    expect(north).toBeGreaterThan(11);
    expect(url.searchParams.has('marker')).toBe(false);
  });
});
