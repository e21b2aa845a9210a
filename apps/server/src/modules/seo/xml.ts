/** XML text for the sitemaps and Google's feeds, escaped for element content and attribute values. */
export function xmlText(value: string | number): string {
  return (
    String(value)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 cannot carry at all (control characters are the point of this pattern).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
