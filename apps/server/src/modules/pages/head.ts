/**
 * The part of a page's <head> that the server writes for its first view: the answers to the page's
 * first API reads as a JSON data block (never executed; the page's API client takes each answer once),
 * a high-priority preload of its largest image above the fold, and module preloads of the page's own
 * JavaScript chunks (so they download with the main bundle, not after it has run).
 *
 * The reads go through the app itself (`inject`), anonymous, so they take the same routes, checks and
 * caches as the browser's own calls, and nothing private can reach the HTML.
 */
import { FIRST_VIEW_ELEMENT_ID, imageSrcSet } from '@hillnest/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleChunks } from '../../lib/web-manifest';
import { firstViewOf } from './first-view';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element or open a comment, whatever text it holds. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

async function read(app: FastifyInstance, url: string, requestId: string): Promise<unknown> {
  // The page's request id, so the reads' log lines belong to the page view that made them.
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-request-id': requestId } });
  // Only successful answers travel with the page; anything else the page asks for itself.
  return response.statusCode === 200 ? response.json() : undefined;
}

export async function firstViewHead(app: FastifyInstance, url: string, requestId: string, chunksOf: ModuleChunks): Promise<string> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const view = firstViewOf(pathname, search);
  const answers: Record<string, unknown> = {};
  await Promise.all(
    view.reads.map(async (path) => {
      const answer = await read(app, path, requestId);
      if (answer !== undefined) answers[path] = answer;
    }),
  );

  let head = '';
  const chunks = new Set(view.modules.flatMap(chunksOf));
  for (const chunk of chunks) head += `<link rel="modulepreload" crossorigin href="${escapeAttribute(chunk)}">`;
  const lead = view.leadImage;
  const image = lead && answers[lead.read] !== undefined ? lead.pick(answers[lead.read]) : undefined;
  if (lead && image) {
    const srcset = imageSrcSet(image);
    head += `<link rel="preload" as="image" href="${escapeAttribute(image)}"${
      srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(lead.sizes)}"` : ''
    } fetchpriority="high">`;
  }
  if (Object.keys(answers).length) {
    head += `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
  }
  return head;
}
