import 'server-only';
import type { Rng } from '@/lib/random/seeded';
import { PICTURE, type CaptchaDensity } from '@/lib/validation/captcha';
import { mix, paintScene, type Rgb } from './backgrounds';
import { createRaster, type Raster } from './png';

const P = PICTURE.pieceSize;
const MARGIN = 9; // room around the body for the knobs
const KNOB = 7;

/** Signed distance to the piece's outline (negative inside): a body, two knobs, one notch. */
export function pieceDistance(px: number, py: number): number {
  const half = P / 2 - MARGIN - 3;
  const qx = Math.abs(px - P / 2) - half;
  const qy = Math.abs(py - P / 2) - half;
  const body = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - 3;
  const top = Math.hypot(px - P / 2, py - (MARGIN + 1)) - KNOB;
  const right = Math.hypot(px - (P - MARGIN - 1), py - P / 2) - KNOB;
  const notch = Math.hypot(px - MARGIN, py - P / 2) - (KNOB - 1);
  return Math.max(Math.min(body, top, right), -notch);
}

/**
 * How much of an image pixel the shape covers, 0–1, from its centre's distance `d` to the
 * outline in image pixels (antialiased over one image pixel).
 */
const coverage = (d: number) => Math.min(1, Math.max(0, 0.5 - d));

/** The light rim drawn on the outline of the gap and the piece, `d` in picture pixels. */
const rim = (d: number) => Math.max(0, 1 - Math.abs(d + 0.5) / 1.2);

const WHITE: Rgb = [255, 255, 255];

function toRaster(pixels: Float32Array, width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let i = 0, o = 0; i < pixels.length; i += 3, o += 4) {
    raster.data[o] = pixels[i]!;
    raster.data[o + 1] = pixels[i + 1]!;
    raster.data[o + 2] = pixels[i + 2]!;
    raster.data[o + 3] = 255;
  }
  return raster;
}

/**
 * The two pictures of a challenge: the scene with a darkened gap whose top-left corner is
 * (gapX, gapY), and the piece cut from the same place. The piece gets noise of its own, so it
 * is no exact copy of any region of the picture.
 */
export function drawPuzzle(
  rng: Rng,
  gapX: number,
  gapY: number,
  density: CaptchaDensity = 1,
): { background: Raster; piece: Raster } {
  const width = PICTURE.width * density;
  const height = PICTURE.height * density;
  const size = P * density;
  const scene = paintScene(rng, width, height, density);
  const piece = createRaster(size, size);
  const picture = scene.slice();

  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const d = pieceDistance((px + 0.5) / density, (py + 0.5) / density);
      const cover = coverage(d * density);
      const edge = rim(d);
      if (cover === 0 && edge === 0) continue;
      const at = ((gapY * density + py) * width + gapX * density + px) * 3;
      const original: Rgb = [scene[at]!, scene[at + 1]!, scene[at + 2]!];
      const noise = (rng() - 0.5) * 16;
      const lit = mix(original, WHITE, 0.08 + 0.7 * edge).map((c) => c + noise);
      piece.data.set([...lit, Math.round(255 * Math.max(cover, edge))], (py * size + px) * 4);
      const hole = mix(mix(original, [0, 0, 0], 0.5 * cover), WHITE, 0.55 * edge);
      picture.set(hole, at);
    }
  }
  return { background: toRaster(picture, width, height), piece };
}
