/** Settings → Business, Guests and Activity in the admin area (docs/product/settings.md). */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { saveSettingsPage, settingsActivity, settingsPage } from './service';

export default async function settingsRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/settings/business', async () => settingsPage(app.deps, 'business'));
  route(app, 'PUT /api/admin/settings/business', async (request) =>
    saveSettingsPage(app.deps, 'business', request.body, request.auth!.userId),
  );
  route(app, 'GET /api/admin/settings/guests', async () => settingsPage(app.deps, 'guests'));
  route(app, 'PUT /api/admin/settings/guests', async (request) => saveSettingsPage(app.deps, 'guests', request.body, request.auth!.userId));
  route(app, 'GET /api/admin/settings/activity', async () => settingsActivity(app.deps));
}
