import 'server-only';

// Procedural pictures for the puzzle: a new one for every challenge (random scene, palette and
// clutter), so no fixed background exists that a script could subtract to find the gap.

import type { Rng } from '@/lib/random/seeded';

export type Rgb = [number, number, number];
type Painter = (rng: Rng, width: number, height: number) => (x: number, y: number) => Rgb;

const between = (rng: Rng, low: number, high: number) => low + rng() * (high - low);

export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1
      ? [c, x, 0]
      : hue < 2
        ? [x, c, 0]
        : hue < 3
          ? [0, c, x]
          : hue < 4
            ? [0, x, c]
            : hue < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = l - c / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** Math.hypot without its overflow care, which costs several times more per pixel. */
const distance = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);

export const mix = (a: Rgb, b: Rgb, k: number): Rgb => [
  a[0] + (b[0] - a[0]) * k,
  a[1] + (b[1] - a[1]) * k,
  a[2] + (b[2] - a[2]) * k,
];

/** Sky, a soft sun and three rolling hills. */
const hills: Painter = (rng, width, height) => {
  const hue = between(rng, 0, 360);
  const [top, bottom] = [hsl(hue, 0.55, 0.62), hsl(hue + 30, 0.45, 0.86)];
  const sun = {
    x: between(rng, 0, width),
    y: between(rng, 0, height * 0.4),
    r: between(rng, 12, 26),
  };
  const sunColor = hsl(between(rng, 30, 60), 0.9, 0.75);
  const land = between(rng, 0, 360);
  const ridges = [0, 1, 2].map((i) => ({
    base: height * (0.45 + 0.17 * i),
    waves: [0, 1].map(() => ({
      a: between(rng, 4, 18),
      f: between(rng, 0.01, 0.05),
      p: between(rng, 0, 6.3),
    })),
    color: hsl(land + i * 12, 0.4, 0.5 - i * 0.1),
  }));
  return (x, y) => {
    for (let i = ridges.length - 1; i >= 0; i--) {
      const ridge = ridges[i]!;
      const edge = ridge.waves.reduce((sum, w) => sum + w.a * Math.sin(w.f * x + w.p), ridge.base);
      if (y > edge) return mix(ridge.color, [20, 30, 20], Math.min(0.4, (y - edge) / height));
    }
    const sky = mix(top, bottom, y / height);
    const glow = Math.max(0, 1 - distance(x - sun.x, y - sun.y) / sun.r);
    return mix(sky, sunColor, Math.min(1, glow * 1.6));
  };
};

/** Interfering diagonal waves between two colours. */
const waves: Painter = (rng) => {
  const [a, b] = [hsl(between(rng, 0, 360), 0.6, 0.45), hsl(between(rng, 0, 360), 0.5, 0.8)];
  const angle = between(rng, 0, Math.PI);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [f1, f2, f3, p] = [
    between(rng, 0.03, 0.09),
    between(rng, 0.01, 0.05),
    between(rng, 0.01, 0.05),
    between(rng, 0, 6.3),
  ];
  return (x, y) => {
    const v = Math.sin((x * cos + y * sin) * f1 + p) + 0.6 * Math.sin(x * f2 - y * f3);
    return mix(a, b, (v + 1.6) / 3.2);
  };
};

/** Soft coloured discs over a gradient. */
const blobs: Painter = (rng, width, height) => {
  const [from, to] = [hsl(between(rng, 0, 360), 0.4, 0.7), hsl(between(rng, 0, 360), 0.5, 0.5)];
  const discs = Array.from({ length: 14 }, () => ({
    x: between(rng, 0, width),
    y: between(rng, 0, height),
    r: between(rng, 10, 45),
    color: hsl(between(rng, 0, 360), 0.65, between(rng, 0.35, 0.75)),
  }));
  return (x, y) => {
    let color = mix(from, to, (x + y) / (width + height));
    for (const disc of discs) {
      const d = distance(x - disc.x, y - disc.y);
      if (d < disc.r) color = mix(color, disc.color, Math.min(0.75, (disc.r - d) / 6));
    }
    return color;
  };
};

/** A field of solar panels under a sky (the company's trade, drawn as skewed cells). */
const panels: Painter = (rng, width, height) => {
  const horizon = between(rng, height * 0.15, height * 0.45);
  const sky = [
    hsl(between(rng, 180, 230), 0.5, 0.7),
    hsl(between(rng, 20, 60), 0.5, 0.85),
  ] as const;
  const cell = { w: between(rng, 16, 30), h: between(rng, 10, 18), skew: between(rng, -0.8, 0.8) };
  const panel = hsl(between(rng, 205, 235), 0.55, between(rng, 0.22, 0.35));
  const frame = hsl(between(rng, 0, 360), 0.1, 0.8);
  return (x, y) => {
    if (y < horizon) return mix(sky[0], sky[1], y / horizon);
    const depth = (y - horizon) / (height - horizon);
    const u = (x + y * cell.skew + width) % cell.w;
    const v = (y - horizon) % cell.h;
    if (u < 1.5 || v < 1.2) return frame;
    return mix(panel, [255, 255, 255], 0.25 * (1 - depth) + 0.15 * (u / cell.w));
  };
};

const painters: Painter[] = [hills, waves, blobs, panels];

/**
 * One picture as RGB triples, row by row, with clutter lines and pixel noise over the scene.
 * `width` and `height` are image pixels; the scene is drawn in picture pixels, `density` image
 * pixels each (the same scene, sharper).
 */
export function paintScene(rng: Rng, width: number, height: number, density = 1): Float32Array {
  const colorAt = painters[Math.floor(rng() * painters.length)]!(
    rng,
    width / density,
    height / density,
  );
  const pixels = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.set(colorAt(x / density, y / density), (y * width + x) * 3);
    }
  }
  for (let line = 0; line < 5; line++) drawLine(pixels, rng, width, height);
  addNoise(pixels, rng, width, 12, 2 * density);
  return pixels;
}

function drawLine(pixels: Float32Array, rng: Rng, width: number, height: number) {
  const color = hsl(between(rng, 0, 360), 0.6, between(rng, 0.3, 0.85));
  const [x0, y0] = [between(rng, 0, width), between(rng, 0, height)];
  const [x1, y1] = [between(rng, 0, width), between(rng, 0, height)];
  const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(x0 + ((x1 - x0) * s) / steps);
    const y = Math.round(y0 + ((y1 - y0) * s) / steps);
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const at = (y * width + x) * 3;
    const blended = mix([pixels[at]!, pixels[at + 1]!, pixels[at + 2]!], color, 0.55);
    pixels.set(blended, at);
  }
}

/**
 * Brightness noise in square blocks (`block` image pixels wide: 2×2 picture pixels), the same on
 * the three channels (it changes the picture, not its hue), in five levels: enough to make every
 * picture unique, coarse enough to keep the PNG small.
 */
function addNoise(pixels: Float32Array, rng: Rng, width: number, amplitude: number, block: number) {
  const height = pixels.length / 3 / width;
  for (let by = 0; by < height; by += block) {
    for (let bx = 0; bx < width; bx += block) {
      const n = (Math.floor(rng() * 5) - 2) * (amplitude / 2);
      for (let y = by; y < Math.min(by + block, height); y++) {
        for (let x = bx; x < Math.min(bx + block, width); x++) {
          const at = (y * width + x) * 3;
          pixels[at] = pixels[at]! + n;
          pixels[at + 1] = pixels[at + 1]! + n;
          pixels[at + 2] = pixels[at + 2]! + n;
        }
      }
    }
  }
}
