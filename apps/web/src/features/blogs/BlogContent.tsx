import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '../../lib/firstView';
import { renderRequest } from '../../lib/renderRequest';

/**
 * A blog's HTML. The server keeps only an allow-list of markup when a blog is saved; sanitizing again
 * here means that even content that slipped past it (or a future bug) cannot run a script in a
 * visitor's browser.
 *
 * The server's render writes the stored body as it is (DOMPurify needs a DOM there; the Content-
 * Security-Policy forbids inline scripts and handlers), so readers and search engines get it with the page.
 * Taking that page over keeps the server's markup (hydration never writes a body), and right after,
 * the body is replaced by the browser's own sanitized copy.
 */
export function BlogContent({ html, className = '' }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => {
    if (renderRequest()) return html;
    return hydrated && DOMPurify.isSupported
      ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] })
      : '';
  }, [html, hydrated]);
  return (
    <div
      className={`space-y-4 leading-relaxed text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:ml-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:p-2 [&_ul]:list-disc [&_ul]:space-y-1 ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
