import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';

export default async function healthRoutes(app: FastifyInstance) {
  route(app, 'GET /api/health', async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}
