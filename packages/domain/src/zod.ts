/**
 * zod, as every schema here uses it. Browsers run the site under a Content-Security-Policy without
 * 'unsafe-eval', so there zod must not compile its parsers with `new Function` (even its probe for
 * whether it may is reported as a policy violation); the server keeps the faster compiled parsers.
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
