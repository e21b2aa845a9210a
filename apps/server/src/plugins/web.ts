/**
 * Serves the built web app's files and the local uploads from the same origin as the API. Hashed build
 * assets and uploads are immutable; other files are revalidated on every load so a deploy reaches
 * browsers at once. The app's pages themselves are modules/pages.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCAL_UPLOADS_PREFIX } from '../lib/storage';

export interface WebOptions {
  webDist: string;
  /** Directory of local uploads, or undefined when files live in object storage. */
  uploadsDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export default fp<WebOptions>(async function webPlugin(app: FastifyInstance, options) {
  if (options.uploadsDir) {
    mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: LOCAL_UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: 0,
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE);
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  if (!existsSync(path.join(options.webDist, 'index.html'))) {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    dotfiles: 'deny',
    // The build writes brotli and gzip copies of the assets (apps/web/vite.precompress.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isAsset = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
      res.header('cache-control', isAsset ? IMMUTABLE : 'no-cache');
    },
  });
});
