/**
 * The answers to a page's first API reads, sent by the server inside the HTML (a JSON data block,
 * apps/server/src/modules/pages), so the first view renders without waiting for its API round trips.
 * Each answer is used once, by the first GET of that exact address, and only shortly after the page
 * loaded: every later read asks the server again.
 */
import { FIRST_VIEW_ELEMENT_ID } from '@hillnest/domain';

const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [path, body] of Object.entries(parsed)) answers.set(path, body);
  } catch {
    // A damaged block only costs the round trips it would have saved.
  }
  element.remove();
  return answers;
}

/** The server's answer to `GET path` sent with the page, once; `undefined` when there is none (left). */
export function takeFirstViewAnswer(path: string): { body: unknown } | undefined {
  const map = readAnswers();
  if (!map.has(path)) return undefined;
  const body = map.get(path);
  map.delete(path);
  // Only for the page's first view (time since the page started loading); later they may be stale.
  if (performance.now() > FRESH_FOR_MS) {
    map.clear();
    return undefined;
  }
  return { body };
}
