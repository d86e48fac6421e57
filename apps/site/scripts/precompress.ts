/*
 * Writes a brotli and a gzip copy beside each compressible file of the client build, so the
 * server sends compressed assets without compressing on every request (@fastify/static
 * `preCompressed`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
/** Below this the compressed copy would save less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const root = path.resolve(import.meta.dirname, '..', 'build', 'client');
const entries = await readdir(root, { recursive: true, withFileTypes: true });
let written = 0;
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
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), root)}`);
