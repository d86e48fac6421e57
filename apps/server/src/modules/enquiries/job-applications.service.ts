import type { JobApplicationSubmission, Lang } from '@coresense/shared';
import { LANGS } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { cleanFileName } from '../files/files.service.ts';
import { detectUploadType } from '../files/upload-type.ts';
import type { RecruitService } from '../recruit/recruit.service.ts';
import { EnquiryRepository } from './enquiries.repository.ts';
import { receivedColumns, type SubmissionMeta } from './enquiries.service.ts';

/** What a CV may be, judged by its bytes: PDF, Word 97–2003 or Word 2007+. */
const CV_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export interface UploadedCv {
  name: string;
  data: Buffer;
}

/**
 * Job applications from the job pages: stored in the enquiry inbox (kind `job`) with the
 * position and the CV. The CV's bytes go to the file store under a fresh key and are never a
 * row of `files`, so no public address can serve them; staff read them through the inbox.
 */
export class JobApplicationService {
  readonly #enquiries: EnquiryRepository;
  readonly #recruit: RecruitService;
  readonly #store: FileStore;

  constructor(db: Kysely<Database>, recruit: RecruitService, store: FileStore) {
    this.#enquiries = new EnquiryRepository(db);
    this.#recruit = recruit;
    this.#store = store;
  }

  /** A position takes applications while it is published, in whichever language. */
  async #isOpen(jobId: number, lang: Lang): Promise<boolean> {
    for (const candidate of [lang, ...LANGS.filter((other) => other !== lang)]) {
      if (await this.#recruit.detail(candidate, jobId)) return true;
    }
    return false;
  }

  /** Answers the stored id only once the row is committed; a refused CV is never kept. */
  async apply(
    input: JobApplicationSubmission,
    cv: UploadedCv,
    meta: SubmissionMeta,
  ): Promise<{ id: number }> {
    if (!(await this.#isOpen(input.jobId, meta.lang))) throw invalidField('jobId', 'unknownReference');
    const type = await detectUploadType(cv.data, cv.name);
    if (!type || !CV_TYPES.has(type.mime)) throw invalidField('cv', 'cvType');
    const key = newStorageKey(type.ext);
    await this.#store.put(key, cv.data);
    try {
      const id = await this.#enquiries.insert({
        kind: 'job',
        product_id: null,
        job_id: input.jobId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: '',
        job: '',
        product: '',
        mind: input.message ?? '',
        cv_key: key,
        cv_name: cleanFileName(cv.name),
        cv_mime: type.mime,
        cv_size: cv.data.length,
        ...receivedColumns(meta),
      });
      return { id };
    } catch (error) {
      await this.#store.delete(key).catch(() => {});
      throw error;
    }
  }
}
