import type { FileStore } from './file-store.ts';

/** A store whose keys can be listed, with their sizes. */
export interface ListedStore extends FileStore {
  entries(): AsyncIterable<{ key: string; size: number }>;
}

export interface CopySummary {
  copied: number;
  copiedBytes: number;
  skipped: number;
}

/**
 * Copies every file of `source` into `target`, skipping those `target` already holds with the
 * same size: a run that stopped half way is finished by the next one, and a second run copies
 * nothing. A file is put whole or not at all, so a stopped run leaves no half-copied object.
 */
export async function copyFiles(
  source: ListedStore,
  target: ListedStore,
  report: (line: string) => void,
): Promise<CopySummary> {
  const present = new Map<string, number>();
  for await (const { key, size } of target.entries()) present.set(key, size);
  const summary: CopySummary = { copied: 0, copiedBytes: 0, skipped: 0 };
  for await (const { key, size } of source.entries()) {
    if (present.get(key) === size) {
      summary.skipped++;
      continue;
    }
    await target.put(key, await source.read(key));
    summary.copied++;
    summary.copiedBytes += size;
    report(`copied ${key} (${size} bytes)`);
  }
  return summary;
}
