/** Settings → Go live, the demo catalogue's removal and the first-run setup (docs/product/going-live.md). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/contract';
import {
  demoCatalogue,
  goLive,
  goLiveStatus,
  removeDemoCatalogue,
  saveSetupState,
  setupState,
  switchToTestMode,
  type Arrival,
} from './service';

const arrival = (request: FastifyRequest): Arrival => ({ https: request.protocol === 'https' });

export default async function goLiveRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/go-live', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return goLiveStatus(app.deps, arrival(request));
  });
  route(app, 'POST /api/admin/go-live', async (request) => goLive(app.deps, request.auth!.userId, arrival(request)));
  route(app, 'POST /api/admin/go-live/test-mode', async (request) => switchToTestMode(app.deps, request.auth!.userId, arrival(request)));
  route(app, 'GET /api/admin/demo-catalogue', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return demoCatalogue(app.deps);
  });
  route(app, 'DELETE /api/admin/demo-catalogue', async (request) =>
    removeDemoCatalogue({ ...app.deps, log: request.log }, request.auth!.userId),
  );
  route(app, 'GET /api/admin/setup', async () => setupState(app.deps));
  route(app, 'PUT /api/admin/setup', async (request) => saveSetupState(app.deps, request.body, request.auth!.userId));
}
