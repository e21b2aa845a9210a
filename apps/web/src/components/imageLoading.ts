/**
 * How soon an image loads. `lead` is the page's largest image above the fold: fetched at once and
 * first, at high priority (on a page the server rendered, the app's code waits for it to paint).
 * `eager` shows at once without priority; `lazy` loads when it nears the viewport.
 */
export type ImagePriority = 'lead' | 'eager' | 'lazy';

/** The <img> attributes for an image of that priority. */
export function imageLoading(priority: ImagePriority) {
  return {
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: priority === 'lead' ? 'high' : 'auto',
    decoding: priority === 'lead' ? 'sync' : 'async',
  } as const;
}
