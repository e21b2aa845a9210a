import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('first-view-data')?.remove();
  vi.resetModules();
});

async function freshModule(data: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-view-data';
  block.textContent = data;
  document.head.append(block);
  return import('./firstView');
}

describe('first view answers', () => {
  it('answers each address sent with the page once, then leaves it to the network', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(500);
    const { takeFirstViewAnswer } = await freshModule(JSON.stringify({ '/api/hotels': { latestHotels: [] } }));
    expect(takeFirstViewAnswer('/api/hotels')).toEqual({ body: { latestHotels: [] } });
    expect(takeFirstViewAnswer('/api/hotels')).toBeUndefined();
    expect(takeFirstViewAnswer('/api/carousel')).toBeUndefined();
    expect(document.getElementById('first-view-data')).toBeNull();
  });

  it('ignores answers once the first view is long past', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { takeFirstViewAnswer } = await freshModule(JSON.stringify({ '/api/hotels': { latestHotels: [] } }));
    expect(takeFirstViewAnswer('/api/hotels')).toBeUndefined();
  });

  it('survives a damaged block', async () => {
    const { takeFirstViewAnswer } = await freshModule('{not json');
    expect(takeFirstViewAnswer('/api/hotels')).toBeUndefined();
  });
});
