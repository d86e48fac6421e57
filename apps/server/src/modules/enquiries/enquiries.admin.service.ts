import { pipeline, Readable } from 'node:stream';
import type {
  AdminEnquiry,
  AdminEnquiryExportQuery,
  AdminEnquiryListQuery,
  adminEnquiryUpdate,
  EnquiryKind,
  EnquiryStatus,
  KeysetPaged,
  Lang,
} from '@coresense/shared';
import { vocabularyOf } from '@coresense/shared/i18n/vocabulary';
import { stringify } from 'csv-stringify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { toIso } from '../../db/column-types.ts';
import { encodeCursor, keyOf } from '../../db/keyset.ts';
import type { Database } from '../../db/schema.ts';
import { changedFields } from '../../lib/audit.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { Editor } from '../../lib/http.ts';
import { isoIn } from '../../lib/site-day.ts';
import { spreadsheetText } from '../../lib/spreadsheet.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { NoticeService } from '../notices/notices.service.ts';
import { EnquiryRepository } from './enquiries.repository.ts';
import type { EnquiryTable } from './enquiries.table.ts';

type EnquiryUpdate = z.output<typeof adminEnquiryUpdate>;
type EnquiryRow = Selectable<EnquiryTable> & { product_name: string | null; job_position: string | null };

const CSV_LABELS: Record<
  Lang,
  {
    columns: string[];
    status: Record<EnquiryStatus, string>;
  }
> = {
  zh_CN: {
    columns: [
      '编号',
      '类型',
      '状态',
      '提交时间',
      '姓名',
      '邮箱',
      '电话',
      '公司',
      '职位',
      '咨询产品',
      '关联产品',
      '留言',
      '备注',
      '语言',
      'IP',
    ],
    status: { new: '未读', read: '已读', handled: '已处理' },
  },
  en_US: {
    columns: [
      'ID',
      'Kind',
      'Status',
      'Received',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Job title',
      'Product asked about',
      'Linked product',
      'Message',
      'Note',
      'Language',
      'IP',
    ],
    status: { new: 'New', read: 'Read', handled: 'Handled' },
  },
};

/** Where staff with enquiries:read download a job application's CV. */
export function cvUrl(id: number): string {
  return `/api/v1/admin/enquiries/${id}/cv`;
}

/** A stored CV to send: its key in the file store and what to call it. */
export interface StoredCv {
  key: string;
  name: string;
  mime: string;
  size: number;
}

function toRecord(row: EnquiryRow): AdminEnquiry {
  return {
    id: row.id,
    kind: row.kind as EnquiryKind,
    productId: row.product_id,
    productName: row.product_name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    job: row.job,
    product: row.product,
    jobId: row.job_id,
    jobPosition: row.job_position,
    cv:
      row.cv_key && row.cv_name && row.cv_mime
        ? { name: row.cv_name, size: Number(row.cv_size ?? 0), mime: row.cv_mime, url: cvUrl(row.id) }
        : null,
    mind: row.mind,
    lang: row.lang as Lang,
    ip: row.ip,
    userAgent: row.user_agent,
    status: row.status as EnquiryStatus,
    note: row.note,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

/** The enquiry inbox: product enquiries and contact submissions in one list. */
export class EnquiryAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;
  readonly #store: FileStore;
  readonly #notices: Pick<NoticeService, 'enquirySettled'>;
  readonly #timeZone: string;

  constructor(
    db: Kysely<Database>,
    audit: AuditLogService,
    store: FileStore,
    notices: Pick<NoticeService, 'enquirySettled'>,
    /** The site's zone (SITE_TIME_ZONE): the export's times are on its clock. */
    timeZone: string,
  ) {
    this.#timeZone = timeZone;
    this.#db = db;
    this.#audit = audit;
    this.#store = store;
    this.#notices = notices;
  }

  /** The CV of a job application, if it has one. */
  async cv(id: number): Promise<StoredCv | undefined> {
    const row = await new EnquiryRepository(this.#db).find(id, 'zh_CN');
    if (!row?.cv_key || !row.cv_name || !row.cv_mime) return undefined;
    return { key: row.cv_key, name: row.cv_name, mime: row.cv_mime, size: Number(row.cv_size ?? 0) };
  }

  /** A page of the inbox, with the cursors of its first and last rows for the pages either side. */
  async list(query: AdminEnquiryListQuery, lang: Lang): Promise<KeysetPaged<AdminEnquiry>> {
    const { rows, total, order, more, earlier } = await new EnquiryRepository(this.#db).list(query, lang);
    const first = rows[0];
    const last = rows.at(-1);
    return {
      list: rows.map(toRecord),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      prevCursor: earlier && first ? encodeCursor(order, keyOf(order, first)) : null,
      nextCursor: more && last ? encodeCursor(order, keyOf(order, last)) : null,
    };
  }

  /** Reading changes nothing: a GET may come from a prefetch, a crawler or another site. */
  async get(id: number, lang: Lang): Promise<AdminEnquiry | undefined> {
    const row = await new EnquiryRepository(this.#db).find(id, lang);
    return row && toRecord(row);
  }

  /**
   * Marks a new enquiry read (an explicit write, which the back-office sends when someone who
   * may handle enquiries opens one), lowering the unread count of the header bell. An enquiry
   * already read or handled keeps its status.
   */
  async markRead(id: number, lang: Lang, editor: Editor): Promise<AdminEnquiry | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const enquiries = new EnquiryRepository(trx);
      const row = await enquiries.find(id, lang);
      if (!row) return undefined;
      if (row.status !== 'new' || !(await enquiries.markRead(id))) return toRecord(row);
      await this.#notices.enquirySettled(trx, id);
      await this.#audit.record(
        {
          ...editor,
          action: 'update',
          resource: 'enquiries',
          resourceId: id,
          changes: { status: { from: 'new', to: 'read' } },
          subject: toRecord(row),
        },
        trx,
      );
      const opened = await enquiries.find(id, lang);
      return opened && toRecord(opened);
    });
  }

  async update(
    id: number,
    input: EnquiryUpdate,
    lang: Lang,
    editor: Editor,
  ): Promise<AdminEnquiry | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const enquiries = new EnquiryRepository(trx);
      const before = await enquiries.find(id, lang);
      if (!before) return undefined;
      await enquiries.update(id, { status: input.status, note: input.note });
      const after = await enquiries.find(id, lang);
      if (!after) throw new Error(`enquiry ${id} vanished inside its own transaction`);
      if (before.status === 'new' && after.status !== 'new') await this.#notices.enquirySettled(trx, id);
      await this.#audit.record(
        {
          ...editor,
          action: 'update',
          resource: 'enquiries',
          resourceId: id,
          changes: changedFields(
            { status: before.status, note: before.note },
            { status: after.status, note: after.note },
          ),
          subject: toRecord(after),
        },
        trx,
      );
      return toRecord(after);
    });
  }

  /** Deletes the enquiry and, once that is committed, a job application's CV with it. */
  async delete(id: number, editor: Editor): Promise<boolean> {
    let cvKey: string | null = null;
    const deleted = await this.#db.transaction().execute(async (trx) => {
      const enquiries = new EnquiryRepository(trx);
      const before = await enquiries.find(id, 'zh_CN');
      if (!before) return false;
      cvKey = before.cv_key;
      await enquiries.delete(id);
      const { kind, name, email, phone, company, status, note } = toRecord(before);
      await this.#audit.record(
        {
          ...editor,
          action: 'delete',
          resource: 'enquiries',
          resourceId: id,
          changes: { kind, name, email, phone, company, status, note },
        },
        trx,
      );
      return true;
    });
    if (cvKey) await this.#store.delete(cvKey);
    return deleted;
  }

  /**
   * The filtered list as CSV for Excel: a UTF-8 byte order mark so Chinese shows correctly,
   * headers and labels in the request's language, and a visitor's text kept from running as
   * a formula. Streamed: rows are read a batch at a time, past the last one written, and a
   * batch is read only as the client takes the text, so what is held at once is a batch,
   * however many rows match.
   */
  exportCsv(query: AdminEnquiryExportQuery, lang: Lang): Readable {
    const enquiries = new EnquiryRepository(this.#db);
    const labels = CSV_LABELS[lang];
    const words = vocabularyOf(lang);
    const timeZone = this.#timeZone;
    async function* records() {
      yield labels.columns;
      for await (const rows of enquiries.all(query, lang)) {
        for (const enquiry of rows.map(toRecord)) {
          yield [
            enquiry.id,
            words.enquiryKind[enquiry.kind],
            labels.status[enquiry.status],
            // On the site's clock, with its offset: unambiguous, and the day staff think of.
            isoIn(timeZone, enquiry.createTime),
            spreadsheetText(enquiry.name),
            spreadsheetText(enquiry.email),
            enquiry.phone,
            spreadsheetText(enquiry.company),
            spreadsheetText(enquiry.job),
            spreadsheetText(enquiry.product),
            spreadsheetText(enquiry.productName ?? ''),
            spreadsheetText(enquiry.mind),
            spreadsheetText(enquiry.note),
            words.lang[enquiry.lang],
            enquiry.ip,
          ];
        }
      }
    }
    const csv = stringify({ bom: true, record_delimiter: 'windows' });
    // A failed read destroys the answer, which ends the download cut short rather than complete.
    pipeline(Readable.from(records()), csv, () => {});
    return csv;
  }
}
