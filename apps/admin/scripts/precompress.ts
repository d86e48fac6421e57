/*
 * Writes a brotli and a gzip copy beside each compressible asset of the bundle, so the server
 * sends them compressed without compressing on every request (@fastify/static `preCompressed`).
 * Ant Design makes the bundle large: brotli takes it to about a quarter.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this the compressed copy would save less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const root = path.resolve(import.meta.dirname, '..', 'dist');
const entries = await readdir(root, { recursive: true, withFileTypes: true });
let written = 0;
let plain = 0;
let compressed = 0;
for (const entry of entries) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = await readFile(file);
  if (data.length < MIN_BYTES) continue;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  written += 1;
  plain += data.length;
  compressed += br.length;
}
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
console.log(`precompressed ${written} files in dist: ${kib(plain)} → ${kib(compressed)} brotli`);
