import type { FastifyInstance } from 'fastify';
import { getHotel } from './service';

export default async function hotelRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/hotels/:id', { config: { access: 'public' } }, async (request) =>
    getHotel(app.db, request.params.id),
  );
}
