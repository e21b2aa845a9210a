import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { createExtra, editExtra, propertyCharges, removeExtra, updateCleaningFee } from './service';

export default async function extraRoutes(app: FastifyInstance) {
  // Not a cached public read: one small query, and the owner's edit shows at once on the booking page.
  route(app, 'GET /api/hotels/:id/extras', async (request) => propertyCharges(app.deps, request.params.id));

  route(app, 'GET /api/my-hotels/:id/extras', async (request) => propertyCharges(app.deps, request.params.id));

  route(app, 'PUT /api/my-hotels/:id/cleaning-fee', async (request) =>
    updateCleaningFee(app.deps, request.params.id, request.body.cleaningFee),
  );

  route(app, 'POST /api/my-hotels/:id/extras', async (request) => createExtra(app.deps, request.params.id, request.body));

  route(app, 'PUT /api/my-hotels/:id/extras/:extraId', async (request) =>
    editExtra(app.deps, request.params.id, request.params.extraId, request.body),
  );

  route(app, 'DELETE /api/my-hotels/:id/extras/:extraId', async (request) =>
    removeExtra(app.deps, request.params.id, request.params.extraId),
  );
}
