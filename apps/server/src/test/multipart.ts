/** Multipart bodies and small real images for API tests of upload routes. */
import sharp from 'sharp';

export interface FilePart {
  name: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body as the browser's FormData would send it, ready for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.name, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } });

export const pngImage = (width = 64, height = 48) => picture(width, height).png().toBuffer();
export const jpegImage = (width = 64, height = 48) => picture(width, height).jpeg().toBuffer();
export const webpImage = () => picture(32, 32).webp().toBuffer();

/** A plain drawing: what a designer exports. */
export const PLAIN_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80">' +
    '<defs><linearGradient id="sky"><stop offset="0" stop-color="#9cf"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>' +
    '<rect width="120" height="80" fill="url(#sky)"/><path d="M0 80 L40 30 L70 60 L90 40 L120 80 Z" fill="#2a6"/>' +
    '<use xlink:href="#sky"/></svg>',
);

/**
 * Groups that each draw the group below `fan` times, `levels` deep: fan^levels rectangles from a few
 * hundred bytes (6 × 10 cost librsvg 5 s of CPU before it gave up).
 */
export function nestedUses(levels: number, fan: number): string {
  let svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs><rect id="l0" width="1" height="1"/>';
  for (let level = 1; level <= levels; level++) {
    svg += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fan)}</g>`;
  }
  return `${svg}</defs><use xlink:href="#l${levels}" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>`;
}

/** SVGs that try to run code or reach other files; each must be refused before rasterizing. */
export const UNSAFE_SVGS: Record<string, string> = {
  script: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  onload: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
  externalImage:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="https://evil.example/x.png" width="10" height="10"/></svg>',
  localFile:
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd" width="10" height="10"/></svg>',
  foreignObject:
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>',
  entity:
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
  cssUrl:
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect style="fill: url(https://evil.example/p.svg#a)" width="10" height="10"/></svg>',
  xinclude:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="/etc/passwd" parse="text"/></svg>',
  javascriptLink: '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
};
