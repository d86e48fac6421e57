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
import { SAMPLE_MOVES } from '@coresense/shared';
import { SAMPLE_KIND } from '@coresense/shared/i18n/sample-words';
import { vocabularyOf } from '@coresense/shared/i18n/vocabulary';
import { stringify } from 'csv-stringify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { toIso } from '../../db/column-types.ts';
import { encodeCursor, keyOf } from '../../db/keyset.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { Editor } from '../../lib/http.ts';
import { isoIn } from '../../lib/site-day.ts';
import { spreadsheetText } from '../../lib/spreadsheet.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import type { NoticeService } from '../notices/notices.service.ts';
import { EnquiryRepository } from './enquiries.repository.ts';
import type { EnquiryTable } from './enquiries.table.ts';
import { type SampleMove, sampleMoveMail } from './sample-mail.ts';

type EnquiryUpdate = z.output<typeof adminEnquiryUpdate>;
type EnquiryRow = Selectable<EnquiryTable> & { product_name: string | null; job_position: string | null };
type SamplePartRow = Awaited<ReturnType<EnquiryRepository['sampleParts']>>[number];

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
      '样品型号',
      '国家/地区',
      '应用',
      '留言',
      '备注',
      '语言',
      'IP',
    ],
    status: {
      new: '未读',
      read: '已读',
      handled: '已处理',
      approved: '已批准',
      shipped: '已寄出',
      declined: '已拒绝',
    },
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
      'Parts',
      'Country',
      'Application',
      'Message',
      'Note',
      'Language',
      'IP',
    ],
    status: {
      new: 'New',
      read: 'Read',
      handled: 'Handled',
      approved: 'Approved',
      shipped: 'Shipped',
      declined: 'Declined',
    },
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

/** The statuses of the other kinds; a sample request has its own (SAMPLE_MOVES). */
const ENQUIRY_ONLY: ReadonlySet<EnquiryStatus> = new Set(['new', 'read', 'handled']);

function toRecord(row: EnquiryRow, parts: readonly SamplePartRow[] = []): AdminEnquiry {
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
    country: row.country,
    application: row.application,
    parts: parts.map((part) => ({
      partNumber: part.part_number,
      quantity: part.quantity,
      productId: part.product_id,
      productName: part.product_name,
    })),
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

/** The parts of the sample requests among `rows`, by enquiry id. */
async function partsOf(
  enquiries: EnquiryRepository,
  rows: ReadonlyArray<{ id: number; kind: string }>,
  lang: Lang,
): Promise<Map<number, SamplePartRow[]>> {
  const ids = rows.filter((row) => row.kind === 'sample').map((row) => row.id);
  const byEnquiry = new Map<number, SamplePartRow[]>();
  for (const part of await enquiries.sampleParts(ids, lang)) {
    const list = byEnquiry.get(part.enquiry_id) ?? [];
    list.push(part);
    byEnquiry.set(part.enquiry_id, list);
  }
  return byEnquiry;
}

/** One enquiry with its parts, if it is a sample request. */
async function withParts(enquiries: EnquiryRepository, id: number, lang: Lang) {
  const row = await enquiries.find(id, lang);
  return row && toRecord(row, (await partsOf(enquiries, [row], lang)).get(id));
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
    const enquiries = new EnquiryRepository(this.#db);
    const { rows, total, order, more, earlier } = await enquiries.list(query, lang);
    const parts = await partsOf(enquiries, rows, lang);
    const first = rows[0];
    const last = rows.at(-1);
    return {
      list: rows.map((row) => toRecord(row, parts.get(row.id))),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      prevCursor: earlier && first ? encodeCursor(order, keyOf(order, first)) : null,
      nextCursor: more && last ? encodeCursor(order, keyOf(order, last)) : null,
    };
  }

  /** Reading changes nothing: a GET may come from a prefetch, a crawler or another site. */
  async get(id: number, lang: Lang): Promise<AdminEnquiry | undefined> {
    return withParts(new EnquiryRepository(this.#db), id, lang);
  }

  /**
   * Marks a new enquiry read (an explicit write, which the back-office sends when someone who
   * may handle enquiries opens one), lowering the unread count of the header bell. An enquiry
   * already read or handled keeps its status, and so does a sample request: it stays new until
   * it is approved or declined.
   */
  async markRead(id: number, lang: Lang, editor: Editor): Promise<AdminEnquiry | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const enquiries = new EnquiryRepository(trx);
      const row = await enquiries.find(id, lang);
      if (!row) return undefined;
      if (row.kind === 'sample') return withParts(enquiries, id, lang);
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

  /**
   * Sets the status and note. A sample request moves only as SAMPLE_MOVES allows (its note
   * alone may change without a move), and each move queues one mail to the requester in this
   * transaction; the other kinds keep to new, read and handled. A refused change changes nothing.
   */
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
      const from = before.status as EnquiryStatus;
      const moves = input.status !== from;
      if (before.kind === 'sample') {
        if (moves && !SAMPLE_MOVES[from]?.includes(input.status)) {
          throw new AppError('VALIDATION_ERROR', [{ field: 'status', key: 'sampleMove' }]);
        }
      } else if (!ENQUIRY_ONLY.has(input.status)) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'status', key: 'invalidValue' }]);
      }
      await enquiries.update(id, { status: input.status, note: input.note });
      const after = await enquiries.find(id, lang);
      if (!after) throw new Error(`enquiry ${id} vanished inside its own transaction`);
      const parts = (await partsOf(enquiries, [after], lang)).get(id) ?? [];
      if (before.kind === 'sample' && moves) {
        await enqueueMail(trx, [
          sampleMoveMail({
            id,
            lang: after.lang as Lang,
            email: after.email,
            name: after.name,
            parts: parts.map((part) => ({ partNumber: part.part_number, quantity: part.quantity })),
            move: input.status as SampleMove,
            note: input.note,
          }),
        ]);
      }
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
          subject: toRecord(after, parts),
        },
        trx,
      );
      return toRecord(after, parts);
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
   * a formula. Streamed: rows are read a batch at a time, past the last one written (with the
   * parts of the batch's sample requests in one more query), and a batch is read only as the
   * client takes the text, so what is held at once is a batch, however many rows match.
   */
  exportCsv(query: AdminEnquiryExportQuery, lang: Lang): Readable {
    const enquiries = new EnquiryRepository(this.#db);
    const labels = CSV_LABELS[lang];
    const words = vocabularyOf(lang);
    const uiLocale = lang === 'zh_CN' ? 'zh-CN' : 'en-US';
    const timeZone = this.#timeZone;
    async function* records() {
      yield labels.columns;
      for await (const rows of enquiries.all(query, lang)) {
        const parts = await partsOf(enquiries, rows, lang);
        for (const enquiry of rows.map((row) => toRecord(row, parts.get(row.id)))) {
          yield [
            enquiry.id,
            enquiry.kind === 'sample' ? SAMPLE_KIND[uiLocale] : words.enquiryKind[enquiry.kind],
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
            spreadsheetText(enquiry.parts.map((part) => `${part.partNumber} × ${part.quantity}`).join('; ')),
            spreadsheetText(enquiry.country),
            spreadsheetText(enquiry.application),
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
