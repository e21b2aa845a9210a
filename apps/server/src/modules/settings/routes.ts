/** Settings → Business, Guests, Site, Tax, Payments, E-mail and Activity in the admin area (docs/product/settings.md). */
import type { FastifyInstance } from 'fastify';
import { readForm, route } from '../../lib/contract';
import { requestOrigin } from '../../lib/origin';
import { emailPage, saveEmailPage, sendTestEmail } from './email';
import { checkPaymentsConnection, paymentsPage, savePaymentsPage } from './payments';
import { LOGO_UPLOAD, removeLogo, saveSettingsPage, settingsActivity, settingsPage, uploadLogo } from './service';

export default async function settingsRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/settings/business', async () => settingsPage(app.deps, 'business'));
  route(app, 'PUT /api/admin/settings/business', async (request) => {
    await saveSettingsPage(app.deps, 'business', request.body, request.auth!.userId);
    return settingsPage(app.deps, 'business');
  });
  route(app, 'POST /api/admin/settings/business/logo', async (request) => {
    const { form } = await readForm(request, 'POST /api/admin/settings/business/logo', { files: [LOGO_UPLOAD.field] });
    return uploadLogo({ ...app.deps, log: request.log }, form, request.auth!.userId);
  });
  route(app, 'DELETE /api/admin/settings/business/logo', async (request) =>
    removeLogo({ ...app.deps, log: request.log }, request.auth!.userId),
  );
  route(app, 'GET /api/admin/settings/guests', async () => settingsPage(app.deps, 'guests'));
  route(app, 'PUT /api/admin/settings/guests', async (request) => {
    await saveSettingsPage(app.deps, 'guests', request.body, request.auth!.userId);
    return settingsPage(app.deps, 'guests');
  });
  route(app, 'GET /api/admin/settings/site', async () => settingsPage(app.deps, 'site'));
  route(app, 'PUT /api/admin/settings/site', async (request) => {
    await saveSettingsPage(app.deps, 'site', request.body, request.auth!.userId);
    return settingsPage(app.deps, 'site');
  });
  route(app, 'GET /api/admin/settings/tax', async () => settingsPage(app.deps, 'tax'));
  route(app, 'PUT /api/admin/settings/tax', async (request) => {
    await saveSettingsPage(app.deps, 'tax', request.body, request.auth!.userId);
    return settingsPage(app.deps, 'tax');
  });
  route(app, 'GET /api/admin/settings/payments', async (request) => paymentsPage(app.deps, requestOrigin(request)));
  route(app, 'PUT /api/admin/settings/payments', async (request) =>
    savePaymentsPage(app.deps, request.body, request.auth!.userId, requestOrigin(request)),
  );
  route(app, 'POST /api/admin/settings/payments/check', async (request) =>
    checkPaymentsConnection({ ...app.deps, log: request.log }, request.body, request.auth!.userId),
  );
  route(app, 'GET /api/admin/settings/email', async () => emailPage(app.deps));
  route(app, 'PUT /api/admin/settings/email', async (request) => saveEmailPage(app.deps, request.body, request.auth!.userId));
  route(app, 'POST /api/admin/settings/email/test', async (request) =>
    sendTestEmail({ ...app.deps, log: request.log }, request.body, request.auth!.userId),
  );
  route(app, 'GET /api/admin/settings/activity', async () => settingsActivity(app.deps));
}
