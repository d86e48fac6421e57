import {
  type Lang,
  NOTICE_KINDS,
  type Notice,
  type NoticeKind,
  type NoticeStatus,
  type NoticeType,
  type NotificationSwitches,
  type NotificationSwitchesInput,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { nowIso, toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { guardedWrite } from '../../lib/guarded-write.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.outbox.ts';
import { ProductRepository } from '../products/products.repository.ts';
import { noticeText } from './notice-texts.ts';
import {
  NOTICE_DAYS,
  type NoticeInsert,
  NoticeRepository,
  SWITCH_COLUMNS,
  type SwitchColumn,
} from './notices.repository.ts';

type Params = Record<string, string | number | null>;

/** A stored enquiry, as its notice describes it. */
export interface ReceivedEnquiry {
  id: number;
  kind: string;
  name: string;
  company: string;
  /** A product enquiry's product: the notice names it in the reader's language while it exists. */
  productId: number | null;
  /** The position applied for or the product typed in, else the message's first words. */
  about: string;
}

export type AccountEvent = 'password-changed' | 'second-factor-locked' | 'account-bound' | 'bindings-removed';
export type SystemEvent = 'server-error' | 'scheduled-action-failed' | 'mail-failed';

/** Reports a notice that could not be written; the write that caused it goes on regardless. */
export type FailureReporter = (error: unknown, what: string) => void;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notices past the listed window are dropped now and then, not on every write. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** One system notice of a kind per this time per process, so a failing dependency cannot flood the bell. */
const SYSTEM_EVENT_PAUSE_MS = 10 * 60 * 1000;

const TYPE_OF: Record<NoticeKind, NoticeType> = {
  'enquiry-received': 'notification',
  'contract-status-changed': 'message',
  'sign-in-new-address': 'event',
  'password-changed': 'event',
  'second-factor-locked': 'event',
  'account-bound': 'event',
  'bindings-removed': 'event',
  'server-error': 'notification',
  'scheduled-action-failed': 'notification',
  'mail-failed': 'notification',
};

const STATUS_OF: Record<NoticeKind, NoticeStatus> = {
  'enquiry-received': 'todo',
  'contract-status-changed': 'processing',
  'sign-in-new-address': 'urgent',
  'password-changed': 'urgent',
  'second-factor-locked': 'urgent',
  'account-bound': 'urgent',
  'bindings-removed': 'urgent',
  'server-error': 'urgent',
  'scheduled-action-failed': 'urgent',
  'mail-failed': 'urgent',
};

/** The switch that turns each kind off; contract §11 gives contract messages none. */
const SWITCH_OF: Record<NoticeKind, SwitchColumn | null> = {
  'enquiry-received': SWITCH_COLUMNS.todo,
  'contract-status-changed': null,
  'sign-in-new-address': SWITCH_COLUMNS.accountPassword,
  'password-changed': SWITCH_COLUMNS.accountPassword,
  'second-factor-locked': SWITCH_COLUMNS.accountPassword,
  'account-bound': SWITCH_COLUMNS.accountPassword,
  'bindings-removed': SWITCH_COLUMNS.accountPassword,
  'server-error': SWITCH_COLUMNS.systemMessages,
  'scheduled-action-failed': SWITCH_COLUMNS.systemMessages,
  'mail-failed': SWITCH_COLUMNS.systemMessages,
};

/**
 * The authority a kind's notices are sent to holders of, and shown to only while it is held (a
 * reader who loses `enquiries:read` no longer reads visitors' names in old notices); null for the
 * user's own account events.
 */
const AUTHORITY_OF: Record<NoticeKind, string | null> = {
  'enquiry-received': 'enquiries:read',
  'contract-status-changed': 'contracts:read',
  'sign-in-new-address': null,
  'password-changed': null,
  'second-factor-locked': null,
  'account-bound': null,
  'bindings-removed': null,
  'server-error': 'dashboard:read',
  'scheduled-action-failed': 'dashboard:read',
  'mail-failed': 'dashboard:read',
};

/** The kinds of notice a holder of `authorities` may read now. */
function readableKinds(authorities: ReadonlySet<string>): NoticeKind[] {
  return NOTICE_KINDS.filter((kind) => {
    const authority = AUTHORITY_OF[kind];
    return authority === null || authorities.has(authority);
  });
}

const SECURITY_PAGE = '/admin/account/settings/security';
const BINDING_PAGE = '/admin/account/settings/binding';

/** The back-office page a notice leads to. */
function linkOf(kind: NoticeKind, params: Params): string | null {
  switch (kind) {
    case 'enquiry-received':
      return `/admin/enquiries?open=${params.enquiryId}`;
    case 'contract-status-changed':
      return '/admin/contracts';
    case 'sign-in-new-address':
    case 'password-changed':
    case 'second-factor-locked':
      return SECURITY_PAGE;
    case 'account-bound':
    case 'bindings-removed':
      return BINDING_PAGE;
    default:
      return null;
  }
}

const enquirySubject = (id: number) => `enquiries:${id}`;

/** The line above an enquiry email's link. */
const ENQUIRY_MAIL_TEXT: Record<Lang, string> = {
  zh_CN: '请登录管理后台查看并处理：',
  en_US: 'Sign in to the back-office to read and answer it:',
};

/** The site language nearest a back-office language: Chinese for zh-CN and zh-TW and by default. */
function uiLocaleLang(locale: string | null): Lang {
  return locale?.startsWith('zh') === false ? 'en_US' : 'zh_CN';
}

/**
 * The header's notices (contract §11) and the switches that choose them. Notices are written by
 * the events that cause them; a notice that cannot be written is reported and never fails, or
 * rolls back, the write that caused it (an enquiry least of all).
 */
export class NoticeService {
  readonly #db: Kysely<Database>;
  readonly #report: FailureReporter;
  #lastPrune = 0;
  readonly #lastSystemEvent = new Map<SystemEvent, number>();

  readonly #siteUrl: string | undefined;

  /** `siteUrl` (PUBLIC_URL): where the links of emails lead; without it they give the path alone. */
  constructor(db: Kysely<Database>, report: FailureReporter, { siteUrl }: { siteUrl?: string } = {}) {
    this.#db = db;
    this.#report = report;
    this.#siteUrl = siteUrl?.replace(/\/$/, '');
  }

  #guarded(db: Kysely<Database>, what: string, write: (db: Kysely<Database>) => Promise<void>) {
    return guardedWrite(db, write, (error) => this.#report(error, what));
  }

  async #notify(
    db: Kysely<Database>,
    kind: NoticeKind,
    userIds: number[],
    params: Params[],
    subject?: (params: Params) => string,
  ): Promise<void> {
    const now = nowIso();
    const rows: NoticeInsert[] = [];
    for (const user_id of userIds) {
      for (const each of params) {
        rows.push({
          user_id,
          type: TYPE_OF[kind],
          kind,
          params: JSON.stringify(each),
          subject: subject?.(each) ?? null,
          status: STATUS_OF[kind],
          read: false,
          created_at: now,
        });
      }
    }
    await new NoticeRepository(db).insertAll(rows);
    await this.#prune(db, Date.now());
  }

  async #prune(db: Kysely<Database>, now: number): Promise<void> {
    if (now - this.#lastPrune < PRUNE_INTERVAL_MS) return;
    this.#lastPrune = now;
    await new NoticeRepository(db).deleteOlderThan(new Date(now - NOTICE_DAYS * DAY_MS).toISOString());
  }

  /**
   * New enquiries, written by `trx` in the transaction that stores them (one batch of the group
   * commit): a `notification` each to every holder of `enquiries:read` whose to-do switch is on.
   */
  async enquiriesReceived(trx: Kysely<Database>, enquiries: ReceivedEnquiry[]): Promise<void> {
    if (enquiries.length === 0) return;
    await this.#guarded(trx, 'enquiry notices', async (db) => {
      const users = await new NoticeRepository(db).recipients(
        AUTHORITY_OF['enquiry-received']!,
        SWITCH_OF['enquiry-received'],
      );
      const params = enquiries.map((enquiry) => ({
        enquiryId: enquiry.id,
        enquiryKind: enquiry.kind,
        name: enquiry.name,
        company: enquiry.company,
        productId: enquiry.productId,
        about: enquiry.about,
      }));
      await this.#notify(db, 'enquiry-received', users, params, (each) =>
        enquirySubject(Number(each.enquiryId)),
      );
    });
    await this.#guarded(trx, 'enquiry emails', async (db) => {
      const recipients = await new NoticeRepository(db).emailRecipients(AUTHORITY_OF['enquiry-received']!);
      await enqueueMail(
        db,
        recipients.flatMap(({ email, locale }) =>
          enquiries.map((enquiry) => this.#enquiryMail(email, uiLocaleLang(locale), enquiry)),
        ),
      );
    });
  }

  /**
   * One new enquiry told by email, in the reader's language: its kind, who sent it and a link to
   * it in the inbox. The visitor's message stays in the back-office, behind the sign-in.
   */
  #enquiryMail(to: string, lang: Lang, enquiry: ReceivedEnquiry): OutgoingMail {
    const { title } = noticeText(lang, 'enquiry-received', {
      enquiryKind: enquiry.kind,
      name: enquiry.name,
    });
    const link = `${this.#siteUrl ?? ''}${linkOf('enquiry-received', { enquiryId: enquiry.id })}`;
    return { to, subject: title, body: `${title}\n\n${ENQUIRY_MAIL_TEXT[lang]}\n${link}\n` };
  }

  /** Once an enquiry is no longer new, nobody needs to be told of it any more. */
  async enquirySettled(trx: Kysely<Database>, enquiryId: number): Promise<void> {
    await this.#guarded(trx, 'settling enquiry notices', (db) =>
      new NoticeRepository(db).markSubjectRead('enquiry-received', enquirySubject(enquiryId)),
    );
  }

  /** A contract's status changed: a `message` to every holder of `contracts:read`. */
  async contractStatusChanged(
    trx: Kysely<Database>,
    change: { id: number; number: string; from: string; to: string; by: string },
  ): Promise<void> {
    if (change.from === change.to) return;
    await this.#guarded(trx, 'contract notices', async (db) => {
      const users = await new NoticeRepository(db).recipients(
        AUTHORITY_OF['contract-status-changed']!,
        SWITCH_OF['contract-status-changed'],
      );
      const { id, number, from, to, by } = change;
      await this.#notify(db, 'contract-status-changed', users, [{ contractId: id, number, from, to, by }]);
    });
  }

  /** An event of the user's own account (`password-changed`…), unless they switched them off. */
  async accountEvent(
    userId: number,
    event: AccountEvent,
    params: Params = {},
    trx: Kysely<Database> = this.#db,
  ): Promise<void> {
    await this.#guarded(trx, 'account notice', async (db) => {
      if (!(await new NoticeRepository(db).wants(userId, SWITCH_COLUMNS.accountPassword))) return;
      await this.#notify(db, event, [userId], [params]);
    });
  }

  /**
   * A successful sign-in: an address the user never signed in from before is an `event`. The
   * first address of a user is where the account starts, not news, so it is only remembered.
   */
  async signedIn(userId: number, ip: string): Promise<void> {
    await this.#guarded(this.#db, 'sign-in notice', async (db) => {
      const notices = new NoticeRepository(db);
      const known = await notices.hasAnyAddress(userId);
      if (!(await notices.rememberAddress(userId, ip, nowIso())) || !known) return;
      if (!(await notices.wants(userId, SWITCH_COLUMNS.accountPassword))) return;
      await this.#notify(db, 'sign-in-new-address', [userId], [{ ip }]);
    });
  }

  /**
   * Something failed without anyone watching: a `notification` to every holder of
   * `dashboard:read` whose system-messages switch is on, at most one per kind every ten minutes.
   */
  async systemEvent(event: SystemEvent, params: Params): Promise<void> {
    const now = Date.now();
    if (now - (this.#lastSystemEvent.get(event) ?? 0) < SYSTEM_EVENT_PAUSE_MS) return;
    this.#lastSystemEvent.set(event, now);
    await this.#guarded(this.#db, 'system notice', async (db) => {
      const users = await new NoticeRepository(db).recipients(AUTHORITY_OF[event]!, SWITCH_OF[event]);
      await this.#notify(db, event, users, [params]);
    });
  }

  /**
   * A scheduled publishing action failed, written in the transaction that records the failure.
   * Unlike other system events none is held back: each is a record someone expected to change
   * at that time, and there are no more of them than actions scheduled.
   */
  async scheduledActionFailed(
    trx: Kysely<Database>,
    params: { action: string; reason: string },
  ): Promise<void> {
    await this.#guarded(trx, 'scheduled action notice', async (db) => {
      const event = 'scheduled-action-failed';
      const users = await new NoticeRepository(db).recipients(AUTHORITY_OF[event]!, SWITCH_OF[event]);
      await this.#notify(db, event, users, [params]);
    });
  }

  #since(): string {
    return new Date(Date.now() - NOTICE_DAYS * DAY_MS).toISOString();
  }

  /**
   * The user's notices of the last 90 days, newest first, at most 200, in `lang`: of the kinds
   * `authorities` (what the user holds now) may read.
   */
  async list(userId: number, authorities: ReadonlySet<string>, lang: Lang): Promise<Notice[]> {
    const notices = new NoticeRepository(this.#db);
    const rows = (await notices.list(userId, this.#since(), readableKinds(authorities))).map((row) => ({
      ...row,
      kind: row.kind as NoticeKind,
      params: JSON.parse(row.params) as Params,
    }));
    // A product enquiry is about the product as the catalogue names it now, in `lang`.
    const productIds = rows.flatMap(({ kind, params }) =>
      kind === 'enquiry-received' && typeof params.productId === 'number' ? [params.productId] : [],
    );
    const productNames = await new ProductRepository(this.#db).names(productIds, lang);
    return rows.map((row) => {
      const { kind } = row;
      const productName = productNames.get(Number(row.params.productId));
      const params = productName === undefined ? row.params : { ...row.params, about: productName };
      return {
        id: row.id,
        type: row.type as NoticeType,
        ...noticeText(lang, kind, params),
        datetime: toIso(row.created_at),
        read: toBool(row.read),
        extra: { kind, params, link: linkOf(kind, params) },
        status: row.status as NoticeStatus,
      };
    });
  }

  /** `notifyCount` and `unreadCount` of the current user: over exactly what `list` answers. */
  counts(userId: number, authorities: ReadonlySet<string>): Promise<{ total: number; unread: number }> {
    return new NoticeRepository(this.#db).counts(userId, this.#since(), readableKinds(authorities));
  }

  /** False when the user has no such notice (another user's included): nothing is touched. */
  markRead(userId: number, id: number): Promise<boolean> {
    return new NoticeRepository(this.#db).markRead(userId, id);
  }

  clear(userId: number, type: NoticeType): Promise<void> {
    return new NoticeRepository(this.#db).markTypeRead(userId, type);
  }

  switches(userId: number): Promise<NotificationSwitches> {
    return new NoticeRepository(this.#db).switches(userId);
  }

  async saveSwitches(userId: number, switches: NotificationSwitchesInput): Promise<NotificationSwitches> {
    const notices = new NoticeRepository(this.#db);
    await notices.saveSwitches(userId, switches);
    return notices.switches(userId);
  }
}
