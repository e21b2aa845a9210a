import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarDateOf } from '@hillnest/domain';
import { publicRead, readForm, route } from '../../lib/contract';
import { requestOrigin } from '../../lib/origin';
import { icalExportUrl } from '../channels/service';
import { propertyZone } from '../settings/store';
import {
  createHotel,
  deleteHotel,
  getHomeHotels,
  getHotel,
  getHotelRates,
  getPublicHotel,
  listHotelsForAdmin,
  searchHotels,
  updateHotel,
  updateHotelRates,
} from './service';

/** The list fields of the multipart hotel form (`facilities[0]`, repeated `imageUrls`, …). */
const LIST_FIELDS = ['facilities', 'amenities', 'extraAmenities', 'imageUrls', 'imageOrder'] as const;

/** Reads and validates the multipart hotel form of docs/product/api.md; files stay in memory (≤ 5 MB each). */
async function readHotelForm(request: FastifyRequest, key: 'POST /api/my-hotels' | 'PUT /api/my-hotels/:hotelId') {
  const { input, form } = await readForm(request, key, {
    files: ['imageFiles'],
    lists: LIST_FIELDS,
    extra: (form) => ({ imageFiles: form.filesOf('imageFiles') }),
  });
  return { input, files: form.filesOf('imageFiles') };
}

export default async function hotelRoutes(app: FastifyInstance) {
  const reads = app.deps;
  const context = (request: FastifyRequest) => ({ ...app.deps, log: request.log });

  // ---- Public reads, the same for every visitor: cached, their JSON made once per load ----
  // (search is registered before the :id route it would otherwise look like)

  publicRead(app, 'GET /api/hotels', {}, async () => getHomeHotels(reads));

  // Dates may come as full ISO timestamps (the original site's client): read as the property's calendar dates.
  const calendarDates = async (query: Record<string, unknown>) => {
    if (!('checkIn' in query) && !('checkOut' in query)) return;
    const zone = await propertyZone(app.deps);
    for (const name of ['checkIn', 'checkOut']) if (name in query) query[name] = calendarDateOf(query[name], zone);
  };

  publicRead(app, 'GET /api/hotels/search', { adaptQuery: calendarDates }, async ({ query }) => searchHotels(reads, query));

  publicRead(app, 'GET /api/hotels/:id', {}, async ({ params }) => getPublicHotel(reads, params.id));

  // ---- The administrator's property management ----

  route(app, 'GET /api/my-hotels', async (request) => listHotelsForAdmin(app.deps, request.query));

  // With the address of the property's iCal export feed (issue 18).
  route(app, 'GET /api/my-hotels/:id', async (request) => {
    const hotel = await getHotel(app.deps, request.params.id);
    return { ...hotel, icalExportUrl: await icalExportUrl(app, hotel._id, requestOrigin(request)) };
  });

  route(app, 'POST /api/my-hotels', async (request) => {
    const { input, files } = await readHotelForm(request, 'POST /api/my-hotels');
    return createHotel(context(request), request.auth!.userId, input, files);
  });

  route(app, 'PUT /api/my-hotels/:hotelId', async (request) => {
    // An unknown property is a 404 whatever the form holds.
    await getHotel(app.deps, request.params.hotelId);
    const { input, files } = await readHotelForm(request, 'PUT /api/my-hotels/:hotelId');
    return updateHotel(context(request), request.params.hotelId, input, files);
  });

  // ---- Its rates: weekend and season prices, minimum stays, length-of-stay discounts ----

  route(app, 'GET /api/my-hotels/:id/rates', async (request) => getHotelRates(app.deps, request.params.id));

  route(app, 'PUT /api/my-hotels/:id/rates', async (request) => updateHotelRates(reads, request.params.id, request.body));

  route(app, 'DELETE /api/my-hotels/:id', async (request) => deleteHotel(reads, request.params.id));
}
