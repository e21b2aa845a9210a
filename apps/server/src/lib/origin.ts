import type { FastifyRequest } from 'fastify';

/**
 * The scheme and host a request came to (from X-Forwarded-* behind a trusted proxy): for absolute
 * links when PUBLIC_URL is not set.
 */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
