import type { FileRef, Lang } from '@coresense/shared';
import { mediaUrl } from '../content/file-refs.ts';
import type { Text } from './demo-content/text.ts';

/** What the seed needs of the file service: keep bytes, answer a file reference. */
export interface FileStoring {
  store(input: { name: string; mime: string; data: Buffer }): Promise<FileRef>;
}

/**
 * Generated pictures and documents, stored through the file service like any upload. Calls are
 * awaited one at a time by the seed, so file ids are the same on every run.
 */
export class DemoFiles {
  readonly #files: FileStoring;
  #count = 0;

  constructor(files: FileStoring) {
    this.#files = files;
  }

  get count(): number {
    return this.#count;
  }

  /** Stores an SVG and answers the media URL content uses for `<img>`. */
  async image(name: string, svg: string): Promise<string> {
    const ref = await this.#store(name, 'image/svg+xml', Buffer.from(svg, 'utf8'));
    return mediaUrl(ref.id, ref.name);
  }

  /**
   * Stores one PDF under a file name per language: the Chinese page offers "… 数据手册.pdf",
   * the English page "… Datasheet.pdf". `data` is one document for both, or each language's own.
   */
  async pdf(names: Text, data: Buffer | Record<keyof Text, Buffer>): Promise<Record<Lang, FileRef>> {
    const edition = (lang: keyof Text) => (Buffer.isBuffer(data) ? data : data[lang]);
    const zh = await this.#store(`${names.zh}.pdf`, 'application/pdf', edition('zh'));
    const en = await this.#store(`${names.en}.pdf`, 'application/pdf', edition('en'));
    return { zh_CN: zh, en_US: en };
  }

  /** Stores one PDF under one name: a document revision's file. */
  document(name: string, data: Buffer): Promise<FileRef> {
    return this.#store(name, 'application/pdf', data);
  }

  async #store(name: string, mime: string, data: Buffer): Promise<FileRef> {
    const ref = await this.#files.store({ name, mime, data });
    this.#count++;
    return ref;
  }
}
