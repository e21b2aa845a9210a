/** Errors that become a JSON `{ message }` response with their status code (plus `field` when one input is at fault). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** The input field the message is about, so a form can show it there. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 whose message is a sentence; `field` names the input it is about. */
export const badRequest = (message: string, field?: string) => new HttpError(400, message, {}, field);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
