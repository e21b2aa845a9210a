/** Links: what an outside link may be. No zod here, so pages that only need this stay light. */

/** An absolute http(s) URL: what an outside link may be (no javascript:, data: or relative links). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
