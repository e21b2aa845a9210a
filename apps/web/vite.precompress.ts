import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to each built asset worth
 * compressing, once, at build time. The server sends those copies as they are (@fastify/static's
 * preCompressed) instead of compressing every response at the lower quality it can afford per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hillnest:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (content.length < MIN_BYTES) return;
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
