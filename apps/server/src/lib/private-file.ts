import type { FastifyReply } from 'fastify';

/**
 * A file about one guest (a tax document's PDF: their name and address) shown in the browser: kept by
 * no shared cache, and not stored by the browser either.
 */
export const sendPrivateFile = (reply: FastifyReply, file: { filename: string; pdf: Buffer }) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .type('application/pdf')
    .send(file.pdf);
