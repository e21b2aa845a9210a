/**
 * Logger settings: what a log line may never carry. Session cookies and authorization headers are
 * removed from request and response logs, and errors lose the values bound to a failed SQL query
 * (Drizzle and the drivers put them in the message and in `params`): those may be password hashes,
 * e-mail addresses or payment ids.
 */
import pino from 'pino';
import type { AppConfig } from '../config';

const SCRUBBED = '[redacted]';
/** Drizzle's "Failed query: …\nparams: a,b,c" up to the stack trace (or the end). */
const PARAMS_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

type Serialized = Record<string, unknown>;

function scrub(value: Serialized, depth = 0): Serialized {
  if (depth > 5) return value;
  for (const key of ['params', 'parameters', 'values']) if (key in value) value[key] = SCRUBBED;
  for (const key of ['message', 'stack']) {
    if (typeof value[key] === 'string') value[key] = (value[key] as string).replace(PARAMS_TEXT, `\nparams: ${SCRUBBED}`);
  }
  if (value.cause && typeof value.cause === 'object') value.cause = scrub({ ...(value.cause as Serialized) }, depth + 1);
  return value;
}

export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  return scrub(pino.stdSerializers.err(error as Error) as unknown as Serialized);
}

export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: { err: serializeError },
  };
}
