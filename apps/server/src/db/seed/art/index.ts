/**
 * Demo pictures drawn on the spot, with no network: each an SVG composed in code (a landscape at an
 * hour of the day, or a room with a window onto one), rasterized here to PNG so that the seed hands
 * the upload pipeline an ordinary raster image.
 */
import sharp from 'sharp';
import { Canvas } from './canvas';
import { drawRoom, type Room } from './interiors';
import { seededRandom } from './random';
import { drawScene, type SceneKind, type SceneOptions } from './scenes';
import type { TimeOfDay } from './sky';

export type { Building, SceneKind, SceneOptions } from './scenes';
export type { Room, RoomKind, RoomStyle } from './interiors';
export type { TimeOfDay } from './sky';

export type Picture = { scene: SceneKind; time: TimeOfDay; options?: SceneOptions } | { room: Room };

export interface PictureSize {
  width: number;
  height: number;
}

/** The picture as SVG markup; `key` seeds every random choice, so one key always gives one picture. */
export function pictureSvg(picture: Picture, key: string, size: PictureSize): string {
  const canvas = new Canvas(size.width, size.height, seededRandom(key));
  if ('room' in picture) drawRoom(canvas, picture.room);
  else drawScene(canvas, picture.scene, picture.time, picture.options);
  return canvas.svg();
}

/** The picture as a PNG (fast, lossless: the upload pipeline makes the WebP copies from it). */
export async function renderPicture(picture: Picture, key: string, size: PictureSize): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(picture, key, size)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
