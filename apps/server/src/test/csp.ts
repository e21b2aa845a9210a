/**
 * The sources a Content-Security-Policy header allows for one directive, without the hashes of
 * inline scripts: what the site lets pages load from.
 */
export function cspOrigins(header: unknown, directive: string): string[] {
  const entry = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return (entry?.slice(1) ?? []).filter((source) => !source.startsWith("'sha256-"));
}
