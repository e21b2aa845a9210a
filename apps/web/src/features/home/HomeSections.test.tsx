import { screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotelSummary } from '../../test/fixtures';
import { fakeServer, renderApp, siteConfig, visitor } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('the home page’s cards', () => {
  it('show the verified reviews’ average and count the server answers, and nothing without reviews', async () => {
    const reviewed = { ...hotelSummary({ _id: 'h1', name: 'Cedar Crest Residency' }), reviews: { average: 4.8, count: 3 } };
    const unreviewed = { ...hotelSummary({ _id: 'h2', name: 'Pine Hollow Studio' }), reviews: null };
    fakeServer({
      ...visitor,
      ...siteConfig,
      'GET /api/hotels': () => ({
        status: 200,
        body: { latestHotels: [unreviewed], bestRatedHotels: [reviewed, unreviewed], mostBookedHotels: [] },
      }),
    });
    renderApp('/');
    const bestRated = (await screen.findByRole('heading', { name: 'Best Rated' })).closest('section')!;
    const card = (await within(bestRated).findByRole('link', { name: 'Cedar Crest Residency' })).closest('article')!;
    expect(within(card).getByTestId('review-score').textContent).toBe('4.83 verified reviews, 4.8 out of 5 on average');
    const other = within(bestRated).getByRole('link', { name: 'Pine Hollow Studio' }).closest('article')!;
    expect(within(other).queryByTestId('review-score')).toBeNull();
  });

  it('state the cleaning fee under the night price, and nothing without one', async () => {
    const withFee = { ...hotelSummary({ _id: 'h1', name: 'Cedar Crest Residency', cleaningFeePaise: 500_00 }), reviews: null };
    const without = { ...hotelSummary({ _id: 'h2', name: 'Pine Hollow Studio' }), reviews: null };
    fakeServer({
      ...visitor,
      ...siteConfig,
      'GET /api/hotels': () => ({ status: 200, body: { latestHotels: [withFee, without], bestRatedHotels: [], mostBookedHotels: [] } }),
    });
    renderApp('/');
    const card = (await screen.findByRole('link', { name: 'Cedar Crest Residency' })).closest('article')!;
    expect(within(card).getByText('+ ₹500 cleaning fee')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Pine Hollow Studio' }).closest('article')!;
    expect(other.textContent).not.toContain('cleaning fee');
  });
});
