/*
 * `npm run files:copy -- --to s3://bucket/prefix` copies the local file store (`DATA_DIR/files`)
 * into a bucket, with the `S3_*` variables of the server (contract §12). Files the bucket already
 * holds with the same size are skipped, so the copy can be run again after a stop, and once more
 * just before the servers switch to `FILE_STORE=s3://…`.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { copyFiles } from './lib/copy-files.ts';
import { LocalFileStore } from './lib/file-store.ts';
import { checkFileStore } from './lib/file-stores.ts';
import { S3FileStore } from './lib/s3-file-store.ts';

const USAGE = 'Usage: npm run files:copy -- --to s3://bucket/prefix';

async function main(args: string[]): Promise<number> {
  const [flag, to] = args;
  if (args.length !== 2 || flag !== '--to' || !to?.startsWith('s3://')) {
    console.error(`Unknown arguments ${args.join(' ')}. ${USAGE}`);
    return 2;
  }
  // The target is read as FILE_STORE would be, with the same S3_* variables and checks.
  const config = loadConfig({ ...process.env, FILE_STORE: to });
  const source = new LocalFileStore(path.join(config.dataDir, 'files'));
  const target = new S3FileStore(config.fileStore!);
  try {
    await checkFileStore(target, config);
    console.log(`Copying ${source.root} to ${target.describe()} …`);
    const { copied, copiedBytes, skipped } = await copyFiles(source, target, (line) => console.log(line));
    const mib = (copiedBytes / 1024 / 1024).toFixed(1);
    console.log(
      `Copied ${copied} files (${mib} MiB); ${skipped} already there with the same size were skipped.`,
    );
    return 0;
  } finally {
    target.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Copying failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
