import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
