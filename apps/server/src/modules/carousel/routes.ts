import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carouselSlides } from '../../db/schema';

export default async function carouselRoutes(app: FastifyInstance) {
  /** The home page's slides, oldest first. */
  app.get('/api/carousel', { config: { access: 'public' } }, async () => {
    const rows = await app.db.select().from(carouselSlides).orderBy(asc(carouselSlides.createdAt), asc(carouselSlides.id));
    return rows.map((row) => ({ _id: row.id, imageUrl: row.imageUrl, featuredText: row.featuredText, ButtonLink: row.buttonLink }));
  });
}
