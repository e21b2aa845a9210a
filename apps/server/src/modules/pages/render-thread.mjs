// Renders one page with the web app's server module (its `render`, apps/web/src/app/entry-server.tsx)
// in the thread that calls it: a render thread of the pool (web-app.ts), or the event loop when
// RENDER_THREADS=0. Plain JavaScript, so a worker thread runs it as it is, built or not.
import { workerData } from 'piscina';

/** JSON that cannot end its <script> element or open a comment, whatever text it holds. */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page for `input` ({ url, bodies: read path → JSON text, signedIn, origin }) as { html, stateJson,
 * head }, all UTF-8 bytes, or undefined when the page answers with a redirect. Parsing the answers and encoding the
 * page happen here, so the event loop only moves bytes.
 */
export async function renderPageWith(module, { url, bodies, signedIn, origin }) {
  const answers = {};
  for (const [path, body] of Object.entries(bodies)) answers[path] = JSON.parse(body);
  const rendered = await module.render({ url, answers, signedIn, origin });
  return (
    rendered && {
      html: Buffer.from(rendered.html),
      stateJson: Buffer.from(scriptSafeJson(rendered.state)),
      head: Buffer.from(rendered.head),
    }
  );
}

// In a render thread: the web app's module the pool names, loaded once per thread.
const threadModule = workerData?.renderModule ? await import(workerData.renderModule) : undefined;

/** A render thread's task (piscina calls the default export). */
export default function renderInThread(input) {
  return renderPageWith(threadModule, input);
}
