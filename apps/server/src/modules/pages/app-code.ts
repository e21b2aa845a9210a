/**
 * On a page the server rendered, the visitor reads the page before the app's code runs, so the code
 * is fetched only once the page's lead image (`img[fetchpriority=high]`) has painted: on a slow link
 * the scripts would otherwise share the bandwidth with the photo and hold back the page's largest
 * paint. Without a lead image, or once it has loaded or failed, the code starts after the next
 * paint; 3 s at the latest. Until then the page's links work as plain links.
 *
 * The code's tags (module scripts and preloads) wait, inert, in a <template>; a small inline script,
 * allowed by its hash in the Content-Security-Policy, adds them to the head.
 */
import { createHash } from 'node:crypto';

export const APP_CODE_ELEMENT_ID = 'app-code';

const START_SCRIPT = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const tag of document.getElementById('${APP_CODE_ELEMENT_ID}').content.children) {
      const element = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const lead = document.querySelector('img[fetchpriority=high]');
  if (!lead || lead.complete) return afterPaint();
  lead.addEventListener('load', afterPaint);
  lead.addEventListener('error', afterPaint);
  setTimeout(start, 3000);
})();`;

/** The start script's CSP source expression. */
export const APP_CODE_START_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** The app's code tags, held back until the page's lead image has painted; goes at the end of <body>. */
export function deferredAppCode(codeTags: string): string {
  return `<template id="${APP_CODE_ELEMENT_ID}">${codeTags}</template><script>${START_SCRIPT}</script>`;
}

const CODE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** The page without its module scripts and preloads, and those tags. */
export function takeAppCode(html: string): { html: string; code: string } {
  return { html: html.replace(CODE_TAGS, ''), code: (html.match(CODE_TAGS) ?? []).join('') };
}
