/** Tax documents and the returns export (docs/product/tax.md). HTTP only: the rules live in service.ts. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { sendPrivateFile } from '../../lib/private-file';
import { documentFile, listTaxDocuments, monthExport, monthGstr1Zip } from './service';

export default async function taxRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/tax/documents/:id', async (request, reply) =>
    sendPrivateFile(reply, await documentFile(app.deps, request.params.id)),
  );
  route(app, 'GET /api/admin/tax/documents', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listTaxDocuments(app.deps, request.query);
  });
  route(app, 'GET /api/admin/tax/export.csv', async (request, reply) => {
    const csv = await monthExport(app.deps, request.query.month);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="gst-${request.query.month}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
  route(app, 'GET /api/admin/tax/gstr1.zip', async (request, reply) => {
    const zip = await monthGstr1Zip(app.deps, request.query.month);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.zip"`)
      .type('application/zip')
      .send(zip);
  });
}
