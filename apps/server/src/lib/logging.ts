/**
 * Logger settings: what a log line may never carry. Session cookies and authorization headers are
 * removed from request and response logs, and errors lose the values bound to a failed SQL query
 * (Drizzle and the drivers put them in the message and in `params`): those may be password hashes,
 * e-mail addresses or payment ids. Link secrets (manage-booking, reset, verification and calendar-export
 * tokens) are cut out of every address a line carries, since whoever holds one can act on it.
 */
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config';

const SCRUBBED = '[redacted]';
/** Drizzle's "Failed query: …\nparams: a,b,c" up to the stack trace (or the end). */
const PARAMS_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/** The secret path segment of a manage-booking link (the page, its confirmation twin, and its API). */
const SECRET_SEGMENT = /(\/(?:manage-booking|booking-confirmed|api\/bookings\/manage)\/)[^/?#\s"]+/g;
/** The value of any query parameter whose name says it is a secret (`token`, `resetToken`, `secret`, `signature`…). */
const SECRET_QUERY = /([?&][^=&#\s"]*(?:token|secret|signature)[^=&#\s"]*=)[^&#\s"]*/gi;

/** The text with every link secret replaced, for anything that may hold an address. */
export function redactUrlSecrets(text: string): string {
  return text.replace(SECRET_SEGMENT, `$1${SCRUBBED}`).replace(SECRET_QUERY, `$1${SCRUBBED}`);
}

/** Whether an address carries a link secret: such a page or answer must never be stored by a cache. */
export const carriesLinkSecret = (url: string) => redactUrlSecrets(url) !== url;

type Serialized = Record<string, unknown>;

function scrub(value: Serialized, depth = 0): Serialized {
  if (depth > 5) return value;
  for (const key of ['params', 'parameters', 'values']) if (key in value) value[key] = SCRUBBED;
  for (const key of ['message', 'stack']) {
    if (typeof value[key] === 'string') value[key] = redactUrlSecrets((value[key] as string).replace(PARAMS_TEXT, `\nparams: ${SCRUBBED}`));
  }
  if (value.cause && typeof value.cause === 'object') value.cause = scrub({ ...(value.cause as Serialized) }, depth + 1);
  return value;
}

export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  return scrub(pino.stdSerializers.err(error as Error) as unknown as Serialized);
}

/** Fastify's request fields, with the address's secrets cut out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: { err: serializeError, req: serializeRequest },
  };
}
