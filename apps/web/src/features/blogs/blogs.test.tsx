import type { Blog, BlogSummary } from '@hillnest/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedIn, visitor } from '../../test/render';

const card = (n: number): BlogSummary => ({
  _id: `b${n}`,
  title: `Blog number ${n}`,
  thumbnailImageUrl: `/uploads/blogs/b${n}.webp`,
  author: 'Meera',
  publishDate: '2026-04-05',
  excerpt: `Excerpt ${n}`,
});

const pageOf = (numbers: number[], page: number, pages: number) => ({
  status: 200,
  body: { data: numbers.map(card), pagination: { total: pages * 9, page, pages } },
});

describe('blog detail', () => {
  it('renders scripts and event handlers from the content inert', async () => {
    const blog: Blog = {
      ...card(1),
      content: 'Hello bad',
      contentHtml:
        '<p id="kept">Hello</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">bad</a>',
    };
    fakeServer({ ...visitor, 'GET /api/blogs/b1': () => ({ status: 200, body: blog }) });
    const { container } = renderApp('/blogs/b1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog number 1' })).toBeTruthy();
    expect(screen.getByText(/By Meera/).textContent).toContain('5 Apr 2026');
    const main = container.querySelector('main')!;
    expect(main.querySelector('#kept')?.textContent).toBe('Hello');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(main.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the not-found page for an unknown blog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ ...visitor, 'GET /api/blogs/nope': () => ({ status: 404, body: { message: 'Blog not found' } }) });
    renderApp('/blogs/nope');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
  });
});

describe('blog list', () => {
  it('shows 9 a page and moves between pages with the page buttons', async () => {
    fakeServer({
      ...visitor,
      'GET /api/blogs': (_init, url) =>
        url?.searchParams.get('page') === '2' ? pageOf([10, 11], 2, 2) : pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 2),
    });
    const { router } = renderApp('/blogs');
    expect(await within(screen.getByRole('main')).findAllByRole('heading', { level: 2 })).toHaveLength(9);
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    await userEvent.click(within(pages).getByText('2'));
    expect(await screen.findByRole('link', { name: 'Blog number 10' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('create blog', () => {
  it('asks to fill in all fields and sends nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer({ ...signedIn(true) });
    renderApp('/create-blog');
    await userEvent.type(await screen.findByLabelText('Title'), 'A title');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please fill in all fields'));
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the Markdown as HTML with the thumbnail, then opens the new blog', async () => {
    let sent: FormData | undefined;
    const blog: Blog = {
      ...card(7),
      title: 'Walks',
      content: 'Glen\n\nQuiet trails',
      contentHtml: '<h2>Glen</h2><p><strong>Quiet</strong> trails</p>',
    };
    fakeServer({
      ...signedIn(true),
      'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-05-01' } }),
      'POST /api/blogs': (init) => {
        sent = init.body as FormData;
        return { status: 201, body: blog };
      },
      'GET /api/blogs/b7': () => ({ status: 200, body: blog }),
    });
    const { router } = renderApp('/create-blog');
    await userEvent.type(await screen.findByLabelText('Title'), 'Walks');
    await userEvent.type(screen.getByLabelText('Author'), 'Meera');
    await waitFor(() => expect((screen.getByLabelText('Publish Date') as HTMLInputElement).value).not.toBe(''));
    await userEvent.type(screen.getByLabelText('Content'), '## Glen\n\n**Quiet** trails');
    await userEvent.upload(screen.getByLabelText('Thumbnail'), new File(['png'], 'thumb.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(screen.getByRole('region', { name: 'Content preview' })).getByRole('heading', { name: 'Glen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs/b7'));
    expect(sent?.get('title')).toBe('Walks');
    expect(sent?.get('author')).toBe('Meera');
    expect(sent?.get('publishDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(sent?.get('content')).trim()).toBe('<h2>Glen</h2>\n<p><strong>Quiet</strong> trails</p>');
    expect((sent?.get('thumbnailImage') as File).name).toBe('thumb.png');
  });

  it('alerts the failure when the server refuses the blog', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ ...signedIn(true), 'POST /api/blogs': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    renderApp('/create-blog');
    await userEvent.type(await screen.findByLabelText('Title'), 'Walks');
    await userEvent.type(screen.getByLabelText('Author'), 'Meera');
    // The date starts at today; the admin picks another.
    await userEvent.clear(screen.getByLabelText('Publish Date'));
    await userEvent.type(screen.getByLabelText('Publish Date'), '01/05/2026');
    await userEvent.type(screen.getByLabelText('Content'), 'Text');
    await userEvent.upload(screen.getByLabelText('Thumbnail'), new File(['png'], 'thumb.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add blog. Please try again later.'));
  });
});

describe('latest blogs on the home page', () => {
  it('asks for the 4 latest and links each to its page', async () => {
    let limit: string | null = null;
    fakeServer({
      ...visitor,
      'GET /api/blogs': (_init, url) => {
        limit = url?.searchParams.get('limit') ?? null;
        return pageOf([1, 2, 3, 4], 1, 1);
      },
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'From Our Blog' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Blog number 1' }).getAttribute('href')).toBe('/blogs/b1');
    expect(limit).toBe('4');
  });
});
