/**
 * Turns an uploaded SVG into a PNG within a deadline. Drawing an SVG runs inside librsvg, where no
 * timer can interrupt it, and some drawings cost seconds of CPU from a few bytes (deeply nested
 * references, huge paths, blur or turbulence filters over a large canvas). So the drawing happens in a
 * short-lived child process that is killed at the deadline: every upload is accepted or refused
 * within SVG_DEADLINE_MS, whatever the file holds. The drawing is also made no larger than the
 * largest stored size (and MAX_PIXELS), which is all the pipeline keeps.
 *
 * Only uploads go through here; the demo pictures the server draws itself are rasterized in process.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { IMAGE_SIZES } from '@hillnest/domain';
import { badRequest } from './http-errors';
import { ImageDecodeError } from './images';
import { COMPLEX_SVG_MESSAGE } from './svg-safety';

/** The longest an SVG upload may take to draw, the child's start included. */
export const SVG_DEADLINE_MS = 2_000;
/** Pixels of the drawing at most (a 1600 × 2500 portrait). */
const MAX_PIXELS = 4_000_000;

const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;

/**
 * The child: reads the SVG on stdin, draws it at a density that keeps it within the bounds (librsvg
 * draws at 72 dpi by default), writes the PNG on stdout.
 */
const DRAW = `
const { default: sharp } = await import(process.env.HILLNEST_SHARP);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const svg = Buffer.concat(chunks);
const maxWidth = Number(process.env.HILLNEST_MAX_WIDTH), maxPixels = Number(process.env.HILLNEST_MAX_PIXELS);
try {
  const { width = 1, height = 1 } = await sharp(svg).metadata();
  const scale = Math.min(1, maxWidth / width, Math.sqrt(maxPixels / (width * height)));
  const density = Math.min(100000, Math.max(1, 72 * scale));
  const png = await sharp(svg, { density, failOn: 'error', limitInputPixels: maxPixels * 4 }).png({ compressionLevel: 1 }).toBuffer();
  process.stdout.write(png);
} catch (error) {
  process.stderr.write(String(error && error.message));
  process.exitCode = 1;
}
`;

/** The SVG drawn as a PNG; a 400 when it cannot be drawn, or not before the deadline. */
export function rasterizeSvg(svg: Buffer, deadlineMs = SVG_DEADLINE_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', DRAW], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HILLNEST_SHARP: sharpUrl,
        HILLNEST_MAX_WIDTH: String(IMAGE_SIZES.full),
        HILLNEST_MAX_PIXELS: String(MAX_PIXELS),
      },
    });
    const output: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, deadlineMs);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.resume();
    child.stdin.on('error', () => undefined); // the child may be gone before it read everything
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(badRequest(COMPLEX_SVG_MESSAGE));
      else if (code !== 0) reject(new ImageDecodeError());
      else resolve(Buffer.concat(output));
    });
    child.stdin.end(svg);
  });
}
