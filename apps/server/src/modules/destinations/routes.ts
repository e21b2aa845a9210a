import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { destinations } from '../../db/schema';

export default async function destinationRoutes(app: FastifyInstance) {
  /** Feeds the search bar's suggestions. */
  app.get('/api/destinations', { config: { access: 'public' } }, async () => {
    const rows = await app.db.select().from(destinations).orderBy(asc(destinations.name));
    return rows.map((row) => ({ _id: row.id, name: row.name, illustrationImageUrl: row.illustrationImageUrl ?? '' }));
  });
}
