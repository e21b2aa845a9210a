import { constants as zlibConstants } from 'node:zlib';

/**
 * Brotli settings for responses compressed as they are sent (API answers, pages): the default quality
 * (11) costs more CPU per response than it saves on the wire. Built assets are compressed at quality
 * 11 once, at build time (apps/web/vite.precompress.ts).
 */
export const RESPONSE_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
