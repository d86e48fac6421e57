import path from 'node:path';
import { type Config, ConfigError } from '../config.ts';
import { type FileStore, LocalFileStore } from './file-store.ts';

/**
 * The store `FILE_STORE` names: the bucket, or the folder `DATA_DIR/files`. The S3 SDK is loaded
 * only for a bucket: it is about 10 MB of each server process's heap (decision 2026-11-29-worker-memory).
 */
export async function createFileStore(config: Pick<Config, 'dataDir' | 'fileStore'>): Promise<FileStore> {
  if (!config.fileStore) return new LocalFileStore(path.join(config.dataDir, 'files'));
  const { S3FileStore } = await import('./s3-file-store.ts');
  return new S3FileStore(config.fileStore);
}

/** What went wrong, from an SDK or a system error: a refused connection's message may be empty. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const parts = [
    error.name === 'Error' ? undefined : error.name,
    typeof code === 'string' ? code : undefined,
  ];
  if (error.message) parts.push(error.message);
  return [...new Set(parts.filter(Boolean))].join(': ') || 'unknown error';
}

/**
 * Stops the start, with one message naming `FILE_STORE`, when the store cannot be read and
 * written: a server that starts anyway would lose every upload.
 */
export async function checkFileStore(
  store: FileStore,
  config: Pick<Config, 'dataDir' | 'fileStore'>,
): Promise<void> {
  try {
    await store.check();
  } catch (error) {
    const location = config.fileStore;
    const where = location
      ? `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`
      : `local (${path.join(config.dataDir, 'files')})`;
    throw new ConfigError([`FILE_STORE=${where}: the file store cannot be used (${reasonOf(error)})`]);
  }
}
