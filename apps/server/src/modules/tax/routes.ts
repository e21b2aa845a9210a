/** Tax documents and the returns export (docs/product/tax.md). HTTP only: the rules live in service.ts. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/contract';
import { documentPage, monthDocuments, monthExport } from './service';

export default async function taxRoutes(app: FastifyInstance) {
  // The guest's name and address: never kept by a shared cache (the guest's own routes are in bookings/routes.ts).
  const page = (html: string, reply: FastifyReply) =>
    reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(html);
  route(app, 'GET /api/admin/bookings/:id/invoice', async (request, reply) =>
    page(await documentPage(app.deps, request.params.id, 'invoice'), reply),
  );
  route(app, 'GET /api/admin/bookings/:id/credit-note', async (request, reply) =>
    page(await documentPage(app.deps, request.params.id, 'creditNote'), reply),
  );
  route(app, 'GET /api/admin/tax/documents', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return monthDocuments(app.deps, request.query.month);
  });
  route(app, 'GET /api/admin/tax/export.csv', async (request, reply) => {
    const csv = await monthExport(app.deps, request.query.month);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="gst-${request.query.month}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
