/**
 * Every error leaves as JSON `{ message }` with the right status. Bad input is a 4xx with a clear
 * message; anything unexpected is logged and answered with a bare 500, never a stack trace.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { firstIssue } from '@hillnest/domain';
import { HttpError } from '../lib/http-errors';
import { PG, pgErrorCode } from '../lib/pg-errors';

/** PostgreSQL error codes that can only come from input the client chose. */
const PG_INPUT_ERRORS: Record<string, { status: number; message: string }> = {
  [PG.invalidTextRepresentation]: { status: 400, message: 'Invalid value in request' },
  [PG.invalidDatetimeFormat]: { status: 400, message: 'Invalid date in request' },
  [PG.datetimeFieldOverflow]: { status: 400, message: 'Date out of range' },
  [PG.numericValueOutOfRange]: { status: 400, message: 'Number out of range' },
  [PG.stringDataRightTruncation]: { status: 400, message: 'Value too long' },
  [PG.uniqueViolation]: { status: 409, message: 'That record already exists' },
  [PG.exclusionViolation]: { status: 409, message: 'Those dates are no longer available' },
  [PG.foreignKeyViolation]: { status: 409, message: 'A referenced record does not exist' },
  [PG.checkViolation]: { status: 400, message: 'A value is out of the allowed range' },
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request',
  FST_REQ_FILE_TOO_LARGE: 'Uploaded file is too large',
  FST_FILES_LIMIT: 'Too many files uploaded',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'Invalid form field name',
};

/** Errors Fastify's router answers before any route runs (passed as its `frameworkErrors` option). */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL: it contains invalid percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'URL is too long' },
};

export function routerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = ROUTER_ERRORS[error.code] ?? { status: 400, message: 'Bad Request' };
  request.log.info({ status, message }, 'request rejected');
  void reply.status(status).type('application/json; charset=utf-8').send({ message });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a garbled request line, headers or a
 * URL over the size limit, a request too slow to arrive): the same `{message}` JSON as every other
 * error, written straight to the socket (passed as Fastify's `clientErrorHandler`).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers (or the URL) are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timed out']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function errorResponse(error: unknown): { status: number; message: string; field?: string; headers?: Record<string, string> } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, field: error.field, headers: error.headers };
  if (error instanceof ZodError) return { status: 400, ...firstIssue(error) };
  const err = error as Partial<FastifyError> & { code?: string };
  const pgCode = pgErrorCode(error);
  const pg = pgCode ? PG_INPUT_ERRORS[pgCode] : undefined;
  if (pg) return pg;
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
    return { status, message: known ?? err.message ?? 'Bad Request' };
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: FASTIFY_MESSAGES[err.code]! };
  return { status: 500, message: 'Internal Server Error' };
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, message, field, headers } = errorResponse(error);
    if (headers) reply.headers(headers);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message }, 'request rejected');
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(field ? { message, field } : { message });
  });
});
