import 'server-only';
import { crc32, deflateSync } from 'node:zlib';

// The smallest PNG writer the puzzle needs (8-bit RGBA, one IDAT): the pictures are raster
// images made on the server, so the answer is in no markup the browser receives.

export type Raster = { width: number; height: number; data: Uint8ClampedArray };

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, body, tail]);
}

/**
 * Every row with the "Up" filter (type 2): the pictures' noise comes in 2×2 blocks, so every
 * second row repeats the one above and compresses to almost nothing.
 */
function filteredRows({ width, height, data }: Raster): Buffer {
  const stride = width * 4;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    out[row] = 2;
    for (let i = 0; i < stride; i++) {
      const above = y > 0 ? data[(y - 1) * stride + i]! : 0;
      out[row + 1 + i] = (data[y * stride + i]! - above) & 0xff;
    }
  }
  return out;
}

export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredRows(raster), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (raster: Raster): string =>
  `data:image/png;base64,${encodePng(raster).toString('base64')}`;
