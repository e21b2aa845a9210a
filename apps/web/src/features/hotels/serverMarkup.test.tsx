import { AMENITIES, FACILITIES, HOTEL_TYPES, parseSearchParams } from '@hillnest/domain';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { bothBundles } from '../../test/bundles';
import { hotelSummary } from '../../test/fixtures';
import type * as LinkModule from '../../components/Link';
import type * as FilterPanelModule from './FilterPanel';
import type * as SearchResultCardModule from './SearchResultCard';
import type * as StarRatingModule from './StarRating';

// The server renderer's links, as its bundle has them (components/Link.test.tsx: the same markup as
// React Router's). A remembered piece is rendered on its own, outside the page's router.
vi.mock('../../components/Link', async (importOriginal) => {
  const original = await importOriginal<typeof LinkModule>();
  return { ...original, Link: original.ServerLink };
});

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

  it('write what the browser’s first render writes: search results, whatever each search prices them at', async () => {
    const [{ SearchResultCard: Browser }, { SearchResultCard: Server }] = await bothBundles<typeof SearchResultCardModule>(
      '../features/hotels/SearchResultCard.tsx',
    );
    const lake = hotelSummary({ _id: 'lake', name: 'Lake House', facilities: ['Parking', 'Spa', 'Gym', 'Pool'] });
    const cards = [
      { hotel: lake, imagePriority: 'lead' as const },
      // The same property on another search: other dates price it otherwise, its place in the list differs.
      { hotel: { ...lake, stayTotalPaise: 1_234_500 }, nights: 3, imagePriority: 'lazy' as const },
      { hotel: { ...lake, stayTotalPaise: 99_900 }, nights: 1, imagePriority: 'lazy' as const },
      // The owner changed one thing the card shows, each in turn.
      ...[
        { name: 'Lake House & Spa' },
        { city: 'Manali' },
        { country: 'Nepal' },
        { type: 'Studio Apartment' },
        { starRating: 2 },
        { description: 'Now with a <garden>.' },
        { facilities: ['Parking', 'Spa', 'Gym'] },
        { facilities: ['Parking', 'Spa', 'Sauna', 'Pool'] },
        { imageUrls: [] },
        { imageUrls: ['/uploads/hotels/b.webp'] },
        { pricePerNight: 5100 },
      ].map((change) => ({ hotel: { ...lake, ...change }, imagePriority: 'lead' as const })),
      { hotel: lake, imagePriority: 'lead' as const },
      { hotel: hotelSummary({ _id: 'hill', name: 'Hill Top' }), imagePriority: 'lazy' as const },
    ];
    for (const props of cards) {
      const html = renderToString(<Server {...props} />);
      expect(html).toBe(renderToString(<Browser {...props} />));
      expect(html).toContain(props.hotel.name.replace('&', '&amp;'));
    }
    const [, onThreeNights, onOneNight] = cards.map((props) => renderToString(<Server {...props} />));
    expect(onThreeNights).toContain('total for 3 nights');
    expect(onOneNight).toContain('total for 1 night');
    expect(onOneNight).not.toContain('12,345');
  });
});
