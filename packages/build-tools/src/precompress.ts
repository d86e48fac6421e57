#!/usr/bin/env node
/*
 * `precompress <folder> <extensions>`: writes a brotli and a gzip copy beside each file of the
 * folder with one of the comma-separated extensions, so the server sends compressed assets
 * without compressing on every request (@fastify/static `preCompressed`). Ant Design makes the
 * back-office's bundle large: brotli takes it to about a quarter.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this the compressed copy would save less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const [folder, extensions] = process.argv.slice(2);
if (!folder || !extensions) {
  console.error('usage: precompress <folder> <extension,extension,…>');
  process.exit(2);
}
const compressible = new Set(extensions.split(',').map((extension) => `.${extension}`));
const root = path.resolve(folder);
const entries = await readdir(root, { recursive: true, withFileTypes: true });
let written = 0;
let plain = 0;
let compressed = 0;
for (const entry of entries) {
  if (!entry.isFile() || !compressible.has(path.extname(entry.name))) continue;
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
console.log(
  `precompressed ${written} files in ${path.relative(process.cwd(), root)}: ${kib(plain)} → ${kib(compressed)} brotli`,
);
