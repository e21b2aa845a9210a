import { AMENITIES, FACILITIES, HOTEL_TYPES, parseSearchParams } from '@hillnest/domain';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { bothBundles } from '../../test/bundles';
import type * as FilterPanelModule from './FilterPanel';

describe('FilterPanel in the server renderer (its groups remembered, lib/serverMarkup.ts)', () => {
  it('writes what the browser’s first render writes', async () => {
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
});
