import { AMENITIES, FACILITIES, HOTEL_TYPES, parseSearchParams } from '@hillnest/domain';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { bothBundles } from '../../test/bundles';
import type * as FilterPanelModule from './FilterPanel';
import type * as StarRatingModule from './StarRating';

describe('the property pieces the server renderer remembers (lib/serverMarkup.ts)', () => {
  it('write what the browser’s first render writes: filters', async () => {
    const [{ FilterPanel: Browser }, { FilterPanel: Server }] = await bothBundles<typeof FilterPanelModule>(
      '../features/hotels/FilterPanel.tsx',
    );
    const filtered = new URLSearchParams({ types: HOTEL_TYPES[1], facilities: FACILITIES[0], amenities: AMENITIES[2], maxPrice: '3000' });
    for (const search of ['', 'stars=4&stars=5', filtered.toString(), 'stars=4&stars=5', '']) {
      const parsed = parseSearchParams(new URLSearchParams(search));
      if (!parsed.ok) throw new Error(parsed.message);
      const props = { query: parsed.query, onChange: () => undefined };
      expect(renderToString(<Server {...props} />)).toBe(renderToString(<Browser {...props} />));
    }
  });

  it('write what the browser’s first render writes: star ratings', async () => {
    const [{ StarRating: Browser }, { StarRating: Server }] =
      await bothBundles<typeof StarRatingModule>('../features/hotels/StarRating.tsx');
    for (const [rating, className] of [
      [4, undefined],
      [5, 'h-5'],
      [4, undefined],
      [1, 'h-4'],
      [5, 'h-5'],
    ] as const) {
      expect(renderToString(<Server rating={rating} className={className} />)).toBe(
        renderToString(<Browser rating={rating} className={className} />),
      );
    }
  });
});
