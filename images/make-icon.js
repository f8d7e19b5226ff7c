// Draws images/icon.png (128x128): two interlocked rounded links, white on blue. Run: node images/make-icon.js
// A PNG is a signature plus IHDR, IDAT (zlib-deflated scanlines) and IEND chunks, each with a CRC-32.
'use strict';
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const N = 128;
const px = Buffer.alloc(N * N * 4);

/** Distance from (x, y) to a capsule from (ax, ay) to (bx, by): a link is the ring around it. */
function capsule(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

for (let y = 0; y < N; y++) {
  for (let x = 0; x < N; x++) {
    const i = (y * N + x) * 4;
    // Rounded square background.
    const cx = Math.max(Math.abs(x + 0.5 - 64) - 44, 0);
    const cy = Math.max(Math.abs(y + 0.5 - 64) - 44, 0);
    const inside = Math.hypot(cx, cy) <= 20;
    const ring1 = Math.abs(capsule(x, y, 38, 82, 62, 58) - 16) < 5;
    const ring2 = Math.abs(capsule(x, y, 66, 70, 90, 46) - 16) < 5;
    const white = ring1 || ring2;
    px[i] = white ? 255 : 0x1e;
    px[i + 1] = white ? 255 : 0x6f;
    px[i + 2] = white ? 255 : 0xd9;
    px[i + 3] = inside ? 255 : 0;
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(N, 0);
ihdr.writeUInt32BE(N, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 6; // RGBA
const raw = Buffer.alloc(N * (N * 4 + 1));
for (let y = 0; y < N; y++) px.copy(raw, y * (N * 4 + 1) + 1, y * N * 4, (y + 1) * N * 4);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
fs.writeFileSync(path.join(__dirname, 'icon.png'), png);
