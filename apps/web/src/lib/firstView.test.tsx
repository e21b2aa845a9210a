import { dehydrate, QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishHydration, hydrateFirstView, isServedWithPage, useHydrated } from './firstView';

afterEach(() => {
  document.getElementById('first-view-data')?.remove();
  finishHydration();
});

/** A page as the server sends it: the data its HTML was rendered from, in the data block. */
function pageWith(data: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-view-data';
  block.textContent = data;
  document.head.append(block);
}

function serverState() {
  const server = new QueryClient();
  server.setQueryData(['hotels', 'home'], { latestHotels: [{ name: 'Cedar Crest' }] });
  return JSON.stringify(dehydrate(server));
}

describe('the first view rendered by the server', () => {
  it('puts the server’s data into the query cache before the first render, and takes the block away', () => {
    pageWith(serverState());
    const client = new QueryClient();
    expect(hydrateFirstView(client)).toBe(true);
    expect(client.getQueryData(['hotels', 'home'])).toEqual({ latestHotels: [{ name: 'Cedar Crest' }] });
    expect(document.getElementById('first-view-data')).toBeNull();
  });

  it('counts that data as fresh early in the page’s life only, and only until it is replaced', () => {
    pageWith(serverState());
    const client = new QueryClient();
    hydrateFirstView(client);
    const query = client.getQueryCache().find({ queryKey: ['hotels', 'home'] })!;
    vi.spyOn(performance, 'now').mockReturnValue(500);
    expect(isServedWithPage(query)).toBe(true);
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(isServedWithPage(query)).toBe(false);
    vi.spyOn(performance, 'now').mockReturnValue(500);
    client.setQueryData(['hotels', 'home'], { latestHotels: [] }, { updatedAt: Date.now() + 1000 });
    expect(isServedWithPage(query)).toBe(false);
  });

  it('says a page without the block, or with a damaged one, was not rendered by the server', () => {
    expect(hydrateFirstView(new QueryClient())).toBe(false);
    pageWith('{not json');
    expect(hydrateFirstView(new QueryClient())).toBe(false);
  });

  it('shows what only the browser knows once the app has taken the server’s page over', async () => {
    pageWith(serverState());
    hydrateFirstView(new QueryClient());
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'saved search' : 'defaults'}</p>;
    }
    render(<Probe />);
    finishHydration();
    expect(seen[0]).toBe(false);
    expect(await screen.findByText('saved search')).toBeTruthy();
    // Components that mount later show it at once.
    seen.length = 0;
    render(<Probe />);
    expect(seen[0]).toBe(true);
  });
});
