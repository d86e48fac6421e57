import type { JobApplicationSubmission, Lang } from '@coresense/shared';
import { LANGS } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { bodyOf, type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { cleanFileName, withExtension } from '../files/files.service.ts';
import { detectUploadType } from '../files/upload-type.ts';
import type { RecruitService } from '../recruit/recruit.service.ts';
import { EnquiryRepository } from './enquiries.repository.ts';
import {
  type EnquiryNotices,
  receivedColumns,
  receivedEnquiry,
  type SubmissionMeta,
} from './enquiries.service.ts';

/** What a CV may be, judged by its bytes: PDF, Word 97–2003 or Word 2007+. */
export const CV_TYPES = new Set([
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
  readonly #notices: EnquiryNotices;

  constructor(db: Kysely<Database>, recruit: RecruitService, store: FileStore, notices: EnquiryNotices) {
    this.#enquiries = new EnquiryRepository(db);
    this.#recruit = recruit;
    this.#store = store;
    this.#notices = notices;
  }

  /** A position takes applications while it is published, in whichever language: answers its title. */
  async #openPosition(jobId: number, lang: Lang): Promise<string | undefined> {
    for (const candidate of [lang, ...LANGS.filter((other) => other !== lang)]) {
      const job = await this.#recruit.detail(candidate, jobId);
      if (job) return job.position;
    }
    return undefined;
  }

  /** Answers the stored id only once the row is committed; a refused CV is never kept. */
  async apply(
    input: JobApplicationSubmission,
    cv: UploadedCv,
    meta: SubmissionMeta,
  ): Promise<{ id: number }> {
    const position = await this.#openPosition(input.jobId, meta.lang);
    if (position === undefined) throw invalidField('jobId', 'unknownReference');
    const type = await detectUploadType(cv.data, cv.name);
    if (!type || !CV_TYPES.has(type.mime)) throw invalidField('cv', 'cvType');
    const key = newStorageKey(type.ext);
    // A CV is small and read whole by its route (CV_MAX_BYTES), as its type is judged before it is kept.
    await this.#store.put(key, bodyOf(cv.data));
    try {
      const row = {
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
        cv_name: withExtension(cleanFileName(cv.name), type.ext),
        cv_mime: type.mime,
        cv_size: cv.data.length,
        ...receivedColumns(meta),
      };
      const [id] = await this.#enquiries.insertAll([row], (trx, ids) =>
        this.#notices.enquiriesReceived(trx, [receivedEnquiry(ids[0]!, row, position)]),
      );
      return { id: id! };
    } catch (error) {
      await this.#store.delete(key).catch(() => {});
      throw error;
    }
  }
}
