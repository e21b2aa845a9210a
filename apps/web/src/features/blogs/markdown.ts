import { marked } from 'marked';

/**
 * The admin writes blogs in Markdown (HTML inside it is allowed); the API takes HTML. The server
 * sanitizes what it receives, and pages sanitize again when rendering.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
