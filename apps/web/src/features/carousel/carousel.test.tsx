import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedIn, answerDeleteDialog } from '../../test/render';

const SLIDES = [
  { _id: 's1', imageUrl: '/uploads/carousel/a.webp', featuredText: 'Wake up to the Himalayas', ButtonLink: '/search?destination=Manali' },
  { _id: 's2', imageUrl: '/uploads/carousel/b.webp', featuredText: 'Stories from the hills', ButtonLink: '/blogs' },
];

describe('carousel image gallery', () => {
  it('lists the slides with their button links and deletes one once the server confirms', async () => {
    let deleted = false;
    fakeServer({
      ...signedIn(true),
      'GET /api/carousel': () => ({ status: 200, body: deleted ? SLIDES.slice(1) : SLIDES }),
      'DELETE /api/carousel/s1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderApp('/carousel');
    // The admin frame replaces the guest one once the session is known: look for the list after that.
    await screen.findByRole('navigation', { name: 'Admin Controls' });
    const list = await within(screen.getByRole('main')).findByRole('list');
    await within(list).findByText('Wake up to the Himalayas');
    expect(within(list).getByRole('link', { name: '/search?destination=Manali' }).getAttribute('href')).toBe('/search?destination=Manali');
    await userEvent.click(screen.getByRole('button', { name: 'Delete carousel image Wake up to the Himalayas' }));
    await answerDeleteDialog('Delete carousel image Wake up to the Himalayas?');
    await waitFor(() => expect(screen.queryByText('Wake up to the Himalayas')).toBeNull());
    expect(screen.getByText('Stories from the hills')).toBeTruthy();
  });
});

describe('upload featured image', () => {
  it('asks to fill in all fields when the picture is missing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer(signedIn(true));
    renderApp('/upload-featured');
    await userEvent.type(await screen.findByLabelText('Featured Text'), 'Snow days');
    await userEvent.type(screen.getByLabelText('Button Link'), '/blogs');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Featured Image' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please fill in all fields'));
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a button link to another site before sending', async () => {
    fakeServer(signedIn(true));
    renderApp('/upload-featured');
    await userEvent.type(await screen.findByLabelText('Featured Text'), 'Snow days');
    await userEvent.type(screen.getByLabelText('Button Link'), 'https://evil.example');
    await userEvent.upload(screen.getByLabelText('Carousel Image'), new File(['png'], 's.png', { type: 'image/png' }));
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Upload Featured Image' }));
    expect(await screen.findByText('The button link must be a page of this site, starting with / (for example /blogs)')).toBeTruthy();
  });

  it('sends the slide and opens the gallery; alerts when the server fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    let sent: FormData | undefined;
    fakeServer({
      ...signedIn(true),
      'POST /api/carousel': (init) => {
        sent = init.body as FormData;
        return fail ? { status: 500, body: { message: 'Internal Server Error' } } : { status: 201, body: SLIDES[0] };
      },
      'GET /api/carousel': () => ({ status: 200, body: SLIDES }),
    });
    const { router } = renderApp('/upload-featured');
    await userEvent.type(await screen.findByLabelText('Featured Text'), 'Snow days');
    await userEvent.type(screen.getByLabelText('Button Link'), '/search?destination=Manali');
    await userEvent.upload(screen.getByLabelText('Carousel Image'), new File(['png'], 's.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Featured Image' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add Featured Image. Please try again later.'));

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Upload Featured Image' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carousel'));
    expect(sent?.get('featuredText')).toBe('Snow days');
    expect(sent?.get('ButtonLink')).toBe('/search?destination=Manali');
    expect((sent?.get('carouselImage') as File).name).toBe('s.png');
  });
});
