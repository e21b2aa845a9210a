import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedIn, answerDeleteDialog } from '../../test/render';

const DESTINATIONS = [
  { _id: 'd1', name: 'Manali', illustrationImageUrl: '/uploads/destinations/m.webp', propertyCount: 1 },
  { _id: 'd2', name: 'Munnar', illustrationImageUrl: '', propertyCount: 1 },
  { _id: 'd3', name: 'Shimla', illustrationImageUrl: '', propertyCount: 1 },
];

const names = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('review destinations', () => {
  it('filters by a case-insensitive part of the name', async () => {
    fakeServer({ ...signedIn(true), 'GET /api/destinations/all': () => ({ status: 200, body: DESTINATIONS }) });
    renderApp('/view-destinations');
    await screen.findByRole('heading', { level: 2, name: 'Shimla' });
    await userEvent.type(screen.getByLabelText('Search destinations'), 'MAN');
    await waitFor(() => expect(names()).toEqual(['Manali']));
    await userEvent.clear(screen.getByLabelText('Search destinations'));
    await userEvent.type(screen.getByLabelText('Search destinations'), 'xyz');
    expect(await screen.findByText('No destination matches your search.')).toBeTruthy();
  });

  it('deletes a destination once the server confirms', async () => {
    let deleted = false;
    fakeServer({
      ...signedIn(true),
      'GET /api/destinations/all': () => ({ status: 200, body: deleted ? DESTINATIONS.slice(1) : DESTINATIONS }),
      'DELETE /api/destinations/d1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderApp('/view-destinations');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete destination Manali' }));
    await answerDeleteDialog('Delete destination Manali?');
    await waitFor(() => expect(names()).toEqual(['Munnar', 'Shimla']));
  });
});

describe('upload destination', () => {
  it('asks for the name and sends nothing without it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer(signedIn(true));
    renderApp('/upload-destination');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Destination' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please fill in the destination name'));
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the name and the optional picture, then shows the list', async () => {
    let sent: FormData | undefined;
    fakeServer({
      ...signedIn(true),
      'POST /api/destinations': (init) => {
        sent = init.body as FormData;
        return { status: 201, body: { _id: 'd9', name: 'Kasauli', illustrationImageUrl: '' } };
      },
      'GET /api/destinations/all': () => ({
        status: 200,
        body: [{ _id: 'd9', name: 'Kasauli', illustrationImageUrl: '', propertyCount: 0 }],
      }),
    });
    const { router } = renderApp('/upload-destination');
    await userEvent.type(await screen.findByLabelText('Destination Name'), 'Kasauli');
    await userEvent.upload(screen.getByLabelText('Illustration'), new File(['<svg/>'], 'k.svg', { type: 'image/svg+xml' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Destination' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-destinations'));
    expect(sent?.get('name')).toBe('Kasauli');
    expect((sent?.get('illustrationImage') as File).name).toBe('k.svg');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kasauli' })).toBeTruthy();
  });

  it('alerts the failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      ...signedIn(true),
      'POST /api/destinations': () => ({ status: 409, body: { message: 'This destination already exists' } }),
    });
    renderApp('/upload-destination');
    await userEvent.type(await screen.findByLabelText('Destination Name'), 'Manali');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Destination' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add destination. Please try again later.'));
    expect((await screen.findByRole('alert')).textContent).toBe('This destination already exists');
  });
});
