/**
 * Blog content is HTML written by the admin and shown to every visitor, so only an allow-list of
 * text markup survives: no script, style, iframe, form or event handler; links only to http(s),
 * mailto and tel. Pictures only from this site's uploads: the Content-Security-Policy blocks
 * other hosts anyway, and a picture from elsewhere would let that host see every reader.
 * The browser sanitizes again before rendering.
 */
import sanitizeHtml from 'sanitize-html';

/** A picture stored by this site (see lib/storage). */
const SITE_UPLOAD = /^\/uploads\/[\w/-]+\.webp$/;

const BLOG_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !SITE_UPLOAD.test(frame.attribs.src ?? ''),
  // The page's own <h1> is the blog title; headings inside the content start one level below.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML).trim();
}

/** True when the sanitized HTML shows nothing: no text and no picture. */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && htmlToText(html) === '';
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The plain text of (sanitized) HTML, blocks separated by a space, blanks collapsed. */
export function htmlToText(html: string): string {
  // Every block starts and ends with a space, so a heading never runs into the next paragraph.
  const spaced = html.replace(
    /<\/?(p|h[1-6]|li|ul|ol|dl|dt|dd|div|section|article|header|footer|blockquote|pre|figure|figcaption|table|tr|td|th)\b[^>]*>|<br\s*\/?>|<hr\s*\/?>/gi,
    ' $& ',
  );
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const BLOCK =
  /<\/?(p|h[1-6]|li|ul|ol|dl|dt|dd|div|section|article|header|footer|blockquote|pre|figure|figcaption|table|tr|td|th|hr)\b[^>]*>/gi;

/**
 * The plain text of (sanitized) HTML as a reader would lay it out: each block on its own line with a
 * blank line between blocks, `<br>` a line break, blanks within a line collapsed.
 */
export function htmlToPlainText(html: string): string {
  const marked = html
    .replace(/[\uE000\uE001]/g, '')
    .replace(/<br\s*\/?>/gi, '\uE000')
    .replace(BLOCK, '\uE001');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/[^\S\uE000\uE001]+/g, ' ')
    .split('\uE001')
    .map((block) =>
      block
        .split('\uE000')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** The first words of a blog for its card: at most `max` characters, cut at a word. */
export function excerptOf(html: string, max = 160): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2));
  return `${atWord.trimEnd()}…`;
}
