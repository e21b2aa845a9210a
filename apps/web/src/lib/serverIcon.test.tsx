import { createLucideIcon, LucideProvider, type LucideIconData, type LucideProps } from 'lucide-react';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import createServerIcon from './serverIcon';

/** lucide's map-pin, as its icon module hands it to createLucideIcon. */
const mapPin: LucideIconData = {
  name: 'map-pin',
  size: 24,
  node: [
    ['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0', key: '1r0f0z' }],
    ['circle', { cx: '12', cy: '10', r: '3', key: 'ilqhr7' }],
  ],
};

const LucideMapPin = createLucideIcon(mapPin);
const ServerMapPin = createServerIcon(mapPin);

const variants: LucideProps[] = [
  {},
  { 'aria-hidden': 'true', className: 'size-4' },
  { className: 'size-5', 'aria-hidden': true },
  { 'aria-hidden': true, className: 'size-7', strokeWidth: 1.75 },
  { 'aria-label': 'Location of "Pine & Oak"', size: 20, color: 'red' },
  { className: undefined, absoluteStrokeWidth: true, strokeWidth: 3 },
  { style: { color: 'red' }, className: 'x' },
  { children: <title>Map</title> },
];

describe('the server renderer’s lucide icons', () => {
  it.each(variants.map((props, index) => [`${index}: ${Object.keys(props).join(', ')}`, props] as const))(
    'render {%s} as lucide does, again and again',
    (_, props) => {
      const expected = renderToString(<LucideMapPin {...props} />);
      expect(renderToString(<ServerMapPin {...props} />)).toBe(expected);
      expect(renderToString(<ServerMapPin {...props} />)).toBe(expected);
      expect(renderToString(<div>{[<ServerMapPin key="a" {...props} />, 'text']}</div>)).toBe(`<div>${expected}text</div>`);
    },
  );

  it('follow a LucideProvider as lucide does', () => {
    const page = (Pin: typeof LucideMapPin) =>
      renderToString(
        <LucideProvider strokeWidth={1} className="icon">
          <Pin aria-hidden="true" className="size-4" />
        </LucideProvider>,
      );
    expect(page(ServerMapPin)).toBe(page(LucideMapPin));
  });

  it('are named as lucide names them', () => {
    expect(ServerMapPin.displayName).toBe('MapPin');
  });
});
