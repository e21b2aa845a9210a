/**
 * robots.txt, the sitemaps and the link-preview images (docs/product/found-and-shared.md). Not API
 * routes: crawlers ask for these addresses by convention. Each answer carries its validators and
 * answers 304 when unchanged (lib/conditional.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendConditional } from '../../lib/conditional';
import { requestOrigin } from '../../lib/origin';
import { publicAddress } from '../settings/site';
import { fixedPublicPaths } from '../pages/web-app';
import { robotsTxt, sitemapEntries, sitemapFile, sitemapIndexXml } from './service';
import { hotelListXml, priceFeedXml } from './google';
import { shareImage } from './share-image';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back for these on their own schedule; an hour old is fresh enough. */
const PUBLIC_HOUR = 'public, max-age=3600';

export default async function seoRoutes(app: FastifyInstance) {
  const { webDist } = app.config;
  // The fixed pages change with a deploy: their lastmod is when the web app was built.
  const indexFile = path.join(webDist, 'index.html');
  const fixedPages = async () => ({
    paths: await fixedPublicPaths(webDist),
    lastmod: existsSync(indexFile) ? statSync(indexFile).mtime : app.deps.now(),
  });

  app.get('/robots.txt', async (request, reply) =>
    sendConditional(request, reply, robotsTxt(await publicAddress(app.deps, requestOrigin(request))), {
      type: 'text/plain; charset=utf-8',
      cacheControl: PUBLIC_HOUR,
    }),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const sitemaps = await sitemapEntries(app.deps, fixedPages);
    return sendConditional(request, reply, sitemapIndexXml(sitemaps, await publicAddress(app.deps, requestOrigin(request))), {
      type: XML,
      cacheControl: PUBLIC_HOUR,
    });
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const xml = await sitemapFile(app.deps, fixedPages, request.params.name, await publicAddress(app.deps, requestOrigin(request)));
    if (xml === undefined) return reply.status(404).send({ message: `Not Found: sitemap ${request.params.name}` });
    return sendConditional(request, reply, xml, { type: XML, cacheControl: PUBLIC_HOUR });
  });

  app.get('/feeds/google/hotels.xml', async (request, reply) =>
    sendConditional(request, reply, await hotelListXml(app.deps), { type: XML, cacheControl: PUBLIC_HOUR }),
  );

  app.get<{ Params: { file: string } }>('/feeds/google/prices/:file', async (request, reply) => {
    const { file } = request.params;
    const xml = file.endsWith('.xml') ? await priceFeedXml(app.deps, file.slice(0, -'.xml'.length)) : undefined;
    if (xml === undefined) return reply.status(404).send({ message: 'Not Found: no such property' });
    return sendConditional(request, reply, xml, { type: XML, cacheControl: PUBLIC_HOUR });
  });

  /** /share-images/{hotels|blogs}/{photo}.jpg: the photo's 1200×630 link preview. */
  app.get<{ Params: { folder: string; file: string } }>('/share-images/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params;
    const image = file.endsWith('.jpg') ? await shareImage(app.deps, `${folder}/${file.slice(0, -'.jpg'.length)}`) : undefined;
    if (!image) return reply.status(404).send({ message: 'Not Found: no such photo' });
    // The address names the photo, and a photo never changes: kept for good.
    return sendConditional(request, reply, image, { type: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
  });
}
