import { adminHotelListQuerySchema, hotelFormSchema, searchQuerySchema, type AdminHotel } from '@hillnest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { requestOrigin } from '../../lib/origin';
import { normalizeQuery } from '../../lib/query';
import { replyWithCachedJson, type ReadDeps } from '../../lib/read-cache';
import { parseInput } from '../../lib/validate';
import { icalExportUrl } from '../channels/service';
import {
  createHotel,
  deleteHotel,
  getHomeHotels,
  getHotel,
  getPublicHotel,
  listHotelsForAdmin,
  searchHotels,
  updateHotel,
  type HotelContext,
} from './service';

/** The list fields of the multipart hotel form (`facilities[0]`, repeated `imageUrls`, …). */
const LIST_FIELDS = ['facilities', 'amenities', 'imageUrls'] as const;

/** Reads and validates the multipart hotel form of SPEC §7; files stay in memory (≤ 5 MB each). */
async function readHotelForm(request: FastifyRequest) {
  const form = await readMultipart(request, ['imageFiles']);
  const files = form.filesOf('imageFiles');
  const input = parseInput(hotelFormSchema, { ...form.toObject(LIST_FIELDS), imageFiles: files });
  return { input, files };
}

export default async function hotelRoutes(app: FastifyInstance) {
  const reads: ReadDeps = { db: app.db, cache: app.readCache };
  const context = (request: FastifyRequest): HotelContext => ({ ...reads, storage: app.storage, log: request.log });

  // ---- Public reads, the same for every visitor: cached, their JSON made once per load ----
  // (search is registered before the :id route it would otherwise look like)

  app.get('/api/hotels', { config: { access: 'public' } }, async (_request, reply) => {
    replyWithCachedJson(reply);
    return getHomeHotels(reads);
  });

  app.get('/api/hotels/search', { config: { access: 'public' } }, async (request, reply) => {
    replyWithCachedJson(reply);
    return searchHotels(reads, parseInput(searchQuerySchema, normalizeQuery(request.query)));
  });

  app.get<{ Params: { id: string } }>('/api/hotels/:id', { config: { access: 'public' } }, async (request, reply) => {
    replyWithCachedJson(reply);
    return getPublicHotel(reads, request.params.id);
  });

  // ---- The administrator's property management ----

  app.get('/api/my-hotels', { config: { access: 'admin' } }, async (request) =>
    listHotelsForAdmin(app.db, parseInput(adminHotelListQuerySchema, normalizeQuery(request.query))),
  );

  // With the address of the property's iCal export feed (issue 18).
  app.get<{ Params: { id: string } }>('/api/my-hotels/:id', { config: { access: 'admin' } }, async (request): Promise<AdminHotel> => {
    const hotel = await getHotel(app.db, request.params.id);
    return { ...hotel, icalExportUrl: await icalExportUrl(app, hotel._id, requestOrigin(request)) };
  });

  app.post('/api/my-hotels', { config: { access: 'admin' } }, async (request, reply) => {
    const { input, files } = await readHotelForm(request);
    const hotel = await createHotel(context(request), request.auth!.userId, input, files);
    return reply.status(201).send(hotel);
  });

  app.put<{ Params: { hotelId: string } }>('/api/my-hotels/:hotelId', { config: { access: 'admin' } }, async (request) => {
    // An unknown property is a 404 whatever the form holds.
    await getHotel(app.db, request.params.hotelId);
    const { input, files } = await readHotelForm(request);
    return updateHotel(context(request), request.params.hotelId, input, files);
  });

  app.delete<{ Params: { id: string } }>('/api/my-hotels/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await deleteHotel(reads, request.params.id);
    return reply.status(204).send();
  });
}
