/** SVG uploads cost bounded work (issue 13): reference bombs are refused before drawing, and drawing has a deadline. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nestedUses, PLAIN_SVG } from '../test/multipart';
import { rasterizeSvg } from './svg-raster';
import { assertSafeSvg, COMPLEX_SVG_MESSAGE, drawnElementCount, MAX_DRAWN_ELEMENTS } from './svg-safety';

describe('drawnElementCount', () => {
  it('counts elements with their references followed', () => {
    expect(drawnElementCount('<svg><rect id="a"/></svg>')).toBe(2);
    expect(drawnElementCount('<svg><g id="a"><rect/></g><use href="#a"/><use xlink:href="#a"/></svg>')).toBe(9);
    expect(
      drawnElementCount('<svg><pattern id="p"><rect/><rect/></pattern><rect fill="url(#p)"/><rect style="fill: url(\'#p\')"/></svg>'),
    ).toBe(12);
    expect(drawnElementCount(PLAIN_SVG.toString())).toBeLessThan(20);
  });

  it('sees the multiplication of nested references, and reference cycles, as too many', () => {
    expect(nestedUses(6, 10).length).toBeLessThan(1500);
    expect(drawnElementCount(nestedUses(6, 10))).toBeGreaterThan(MAX_DRAWN_ELEMENTS);
    expect(drawnElementCount(nestedUses(30, 2))).toBeGreaterThan(MAX_DRAWN_ELEMENTS);
    expect(drawnElementCount('<svg><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>')).toBeGreaterThan(
      MAX_DRAWN_ELEMENTS,
    );
    expect(drawnElementCount('<svg><g id="a"><use href="#a"/></g></svg>')).toBeGreaterThan(MAX_DRAWN_ELEMENTS);
  });

  it('counts elements as written too, and copes with markup that never closes', () => {
    expect(drawnElementCount(`<svg>${'<rect/>'.repeat(MAX_DRAWN_ELEMENTS + 1)}</svg>`)).toBeGreaterThan(MAX_DRAWN_ELEMENTS);
    expect(drawnElementCount(`<svg>${'<g>'.repeat(100_000)}`)).toBeGreaterThan(MAX_DRAWN_ELEMENTS);
    expect(drawnElementCount('<a '.repeat(200_000))).toBe(0);
    expect(drawnElementCount('<a x="'.repeat(200_000))).toBe(0);
  });

  it('refuses an SVG bomb with a 400 that says why', () => {
    expect(() => assertSafeSvg(Buffer.from(nestedUses(6, 10)))).toThrow(COMPLEX_SVG_MESSAGE);
    expect(() => assertSafeSvg(PLAIN_SVG)).not.toThrow();
  });
});

describe('rasterizeSvg', () => {
  it('draws an SVG as a PNG no wider than the largest stored size', async () => {
    const wide = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="4000"><rect width="8000" height="4000" fill="#2a6"/></svg>',
    );
    const png = await rasterizeSvg(wide);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1600, height: 800 });
  });

  it('refuses a drawing still running at the deadline, and one that does not draw', async () => {
    await expect(rasterizeSvg(PLAIN_SVG, 1)).rejects.toMatchObject({ statusCode: 400, message: COMPLEX_SVG_MESSAGE });
    await expect(rasterizeSvg(Buffer.from('<svg><rect width="'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'The image could not be read',
    });
  });
});
