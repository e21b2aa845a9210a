import { render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider } from '../lib/siteConfig';
import { QueryClientProvider } from '@tanstack/react-query';
import { fakeServer, siteConfig, testQueryClient } from '../test/render';
import { PageTitle } from './PageTitle';

function renderTitle(title: string) {
  const client = testQueryClient();
  const tree = (name: string) => (
    <QueryClientProvider client={client}>
      <SiteConfigProvider>
        <PageTitle title={name} />
      </SiteConfigProvider>
    </QueryClientProvider>
  );
  const view = render(tree(title));
  return { ...view, retitle: (name: string) => view.rerender(tree(name)) };
}

describe('PageTitle', () => {
  it("names the page and the owner's business in the browser tab while it is shown, and gives the tab back to the site after", async () => {
    fakeServer({
      'GET /api/config': (init, url) => {
        const answer = siteConfig['GET /api/config']!(init, url);
        const body = answer.body as { business: object };
        return { ...answer, body: { ...body, business: { ...body.business, name: 'Kasauli Stays' } } };
      },
    });
    const { retitle, unmount } = renderTitle('Blogs');
    await waitFor(() => expect(document.title).toBe('Blogs · Kasauli Stays'));
    retitle('Stays in Shimla');
    expect(document.title).toBe('Stays in Shimla · Kasauli Stays');
    unmount();
    expect(document.title).toBe("Holiday apartments in India's hill stations · Kasauli Stays");
  });
});
