import { describe, expect, it } from 'vitest';
import { seededRng } from '@/lib/random/seeded';
import { paintScene } from '@/lib/server/captcha/backgrounds';
import { drawPuzzle, pieceDistance } from '@/lib/server/captcha/picture';
import { PICTURE } from '@/lib/validation/captcha';

const { width, height, pieceSize } = PICTURE;
// As the raster stores it (a clamped byte rounds half to even).
const byte = new Uint8ClampedArray(1);
const clamp = (v: number) => ((byte[0] = v), byte[0]);

describe('puzzle picture', () => {
  it('changes the scene only where the gap is, and darkens the gap', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const [gapX, gapY] = [60 + seed * 20, 4 + seed * 10];
      const { background } = drawPuzzle(seededRng(seed), gapX, gapY);
      const scene = paintScene(seededRng(seed), width, height);
      let [inside, darker, changedOutside] = [0, 0, 0];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const [px, py] = [x - gapX, y - gapY];
          const drawn = background.data[(y * width + x) * 4]!;
          const original = clamp(scene[(y * width + x) * 3]!);
          const inBox = px >= 0 && py >= 0 && px < pieceSize && py < pieceSize;
          if (!inBox) changedOutside += drawn === original ? 0 : 1;
          else if (pieceDistance(px + 0.5, py + 0.5) < -2) {
            inside++;
            if (drawn <= original * 0.5 + 1) darker++;
          }
        }
      }
      expect(changedOutside).toBe(0);
      expect(inside).toBeGreaterThan(800);
      expect(darker).toBe(inside);
    }
  });

  it('cuts the piece from the gap: transparent outside the shape, opaque inside', () => {
    const { piece } = drawPuzzle(seededRng(9), 100, 50);
    const alpha = (px: number, py: number) => piece.data[(py * pieceSize + px) * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(pieceSize - 1, pieceSize - 1)).toBe(0);
    expect(alpha(pieceSize / 2, pieceSize / 2)).toBe(255);
    // The notch on the left is cut out of the body, the knob on the top stands out of it.
    expect(pieceDistance(10, pieceSize / 2)).toBeGreaterThan(0);
    expect(pieceDistance(pieceSize / 2, 5)).toBeLessThan(0);
  });

  it('draws the same puzzle at twice the pixels: the gap and the piece where they were', () => {
    const [gapX, gapY] = [120, 40];
    const sharp = drawPuzzle(seededRng(5), gapX, gapY, 2);
    expect([sharp.background.width, sharp.background.height]).toEqual([width * 2, height * 2]);
    expect([sharp.piece.width, sharp.piece.height]).toEqual([pieceSize * 2, pieceSize * 2]);
    const plain = drawPuzzle(seededRng(5), gapX, gapY);
    // The piece's shape: the same pixels opaque, each now a 2×2 block.
    let differing = 0;
    for (let py = 0; py < pieceSize; py++) {
      for (let px = 0; px < pieceSize; px++) {
        const isOpaque = plain.piece.data[(py * pieceSize + px) * 4 + 3] === 255;
        const sharpAlpha = sharp.piece.data[((py * 2 + 1) * pieceSize * 2 + px * 2 + 1) * 4 + 3];
        if (isOpaque !== (sharpAlpha === 255)) differing++;
      }
    }
    expect(differing).toBeLessThan(pieceSize * 4); // only along the antialiased outline
    // The gap is darkened at the same place in picture pixels.
    const centre = (r: typeof plain.background, k: number) =>
      r.data[((gapY + pieceSize / 2) * k * r.width + (gapX + pieceSize / 2) * k) * 4]!;
    const outside = (r: typeof plain.background, k: number) =>
      r.data[((gapY + pieceSize / 2) * k * r.width + (gapX - 20) * k) * 4]!;
    expect(centre(sharp.background, 2)).toBeLessThan(outside(sharp.background, 2) * 0.75 + 12);
    expect(Math.abs(centre(sharp.background, 2) - centre(plain.background, 1))).toBeLessThan(30);
  });
});
