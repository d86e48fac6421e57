import { ENQUIRY_KINDS, type EnquiryKind, type Lang } from '@coresense/shared';
import {
  type EnquiryRobot,
  type EnquiryRobotInput,
  ROBOT_HOSTS,
  ROBOT_PATHS,
  type RobotPlatform,
  type RobotTestResult,
} from '@coresense/shared/schemas/admin/enquiry-robots';
import type { Kysely } from 'kysely';
import { nowIso, toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { guardedWrite } from '../../lib/guarded-write.ts';
import type { Editor } from '../../lib/http.ts';
import { noticeText } from '../notices/notice-texts.ts';
import type { ReceivedEnquiry } from '../notices/notices.service.ts';
import { EnquiryRobotRepository, type EnquiryRobotRow } from './enquiry-robots.repository.ts';
import { platformRefusal, robotRequest } from './robot-platforms.ts';
import {
  deliverDueRobotMessages,
  enqueueRobotMessages,
  type RobotMessage,
  Undeliverable,
} from './webhook-outbox.ts';

/** The hosts each platform may be posted to; tests name a local server instead of the platforms'. */
export type RobotHosts = Readonly<Record<RobotPlatform, readonly string[]>>;

export interface EnquiryRobotOptions {
  /** Where the message's link leads (PUBLIC_URL); without it the link is the path alone. */
  siteUrl?: string;
  /** The zone the message's time is written in (SITE_TIME_ZONE). */
  timeZone: string;
  hosts?: RobotHosts;
  report: (error: unknown, what: string) => void;
}

const POST_TIMEOUT_MS = 10_000;
const NAME_MAX = 60;
/** Plain http only to this machine, which the platforms' hosts never are (a test's server). */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const TEXTS: Record<Lang, { time: string; open: string; test: string }> = {
  zh_CN: { time: '时间', open: '在管理后台查看', test: '测试消息：新咨询会这样通知到本群。' },
  en_US: {
    time: 'Received',
    open: 'Read it in the back-office',
    test: 'Test message: new enquiries will be told to this group like this.',
  },
};

/** A name as one short line: a visitor's name must not pass as more lines of the message. */
function oneLine(text: string): string {
  const line = text.replace(/\p{Cc}+/gu, ' ').trim();
  return line.length > NAME_MAX ? `${line.slice(0, NAME_MAX)}…` : line;
}

/**
 * The group robots told of new enquiries, one per kind (issue 25): their settings, and their
 * messages, queued in the enquiry's transaction and posted by `deliverDue`.
 */
export class EnquiryRobotService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #siteUrl: string;
  readonly #hosts: RobotHosts;
  readonly #report: EnquiryRobotOptions['report'];
  readonly #time: Intl.DateTimeFormat;

  constructor(db: Kysely<Database>, audit: AuditRecorder, options: EnquiryRobotOptions) {
    this.#db = db;
    this.#audit = audit;
    this.#siteUrl = options.siteUrl?.replace(/\/$/, '') ?? '';
    this.#hosts = options.hosts ?? ROBOT_HOSTS;
    this.#report = options.report;
    // Swedish writes dates as ISO does: 2026-11-28 09:30.
    this.#time = new Intl.DateTimeFormat('sv-SE', {
      timeZone: options.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
  }

  /** Every kind's robot, a kind without one as switched off; secrets masked. */
  async list(): Promise<EnquiryRobot[]> {
    const rows = new Map((await new EnquiryRobotRepository(this.#db).all()).map((row) => [row.kind, row]));
    return ENQUIRY_KINDS.map((kind) => toRecord(kind, rows.get(kind)));
  }

  async save(kind: EnquiryKind, input: EnquiryRobotInput, editor: Editor): Promise<EnquiryRobot> {
    if (input.url) this.#checkUrl(input.platform, input.url);
    else if (input.enabled) throw invalidField('url', 'required');
    return this.#db.transaction().execute(async (trx) => {
      const robots = new EnquiryRobotRepository(trx);
      const before = await robots.find(kind);
      const secret = input.secret === undefined ? (before?.secret ?? '') : (input.secret ?? '');
      await robots.save({
        kind,
        platform: input.platform,
        url: input.url,
        secret,
        enabled: input.enabled,
        lang: input.lang,
        updated_at: nowIso(),
      });
      const was = toRecord(kind, before);
      const saved = toRecord(kind, await robots.find(kind));
      const changes: Record<string, { from: unknown; to: unknown }> = Object.fromEntries(
        (['platform', 'url', 'enabled', 'lang'] as const)
          .filter((field) => was[field] !== saved[field])
          .map((field) => [field, { from: was[field], to: saved[field] }]),
      );
      // The secret itself never reaches the log, only that it changed.
      if ((before?.secret ?? '') !== secret) changes.secret = { from: '***', to: '***' };
      await this.#audit.record(
        {
          ...editor,
          action: 'update-robot',
          resource: 'enquiries',
          resourceId: kind,
          title: kind,
          changes,
        },
        trx,
      );
      return saved;
    });
  }

  /** Posts a test message to the stored robot of `kind` now, outside the outbox; audited, as it speaks to a group. */
  async sendTest(kind: EnquiryKind, editor: Editor): Promise<RobotTestResult> {
    const robot = await new EnquiryRobotRepository(this.#db).find(kind);
    if (!robot?.url) throw invalidField('url', 'required');
    let result: RobotTestResult;
    try {
      await this.#post(robot, TEXTS[robot.lang as Lang].test, Date.now());
      result = { delivered: true, error: '' };
    } catch (error) {
      result = { delivered: false, error: String((error as Error).message ?? error) };
    }
    await this.#audit.record({
      ...editor,
      action: 'test-robot',
      resource: 'enquiries',
      resourceId: kind,
      title: kind,
      changes: { platform: robot.platform, url: robot.url, ...result },
    });
    return result;
  }

  /**
   * New enquiries, in the transaction that stores them: one message each for the robot of its
   * kind, if switched on. A failure here is reported and never fails the enquiry.
   */
  async enquiriesReceived(trx: Kysely<Database>, enquiries: readonly ReceivedEnquiry[]): Promise<void> {
    if (enquiries.length === 0) return;
    await guardedWrite(
      trx,
      async (db) => {
        const enabled = await new EnquiryRobotRepository(db).enabledKinds([
          ...new Set(enquiries.map((enquiry) => enquiry.kind)),
        ]);
        const receivedAt = nowIso();
        await enqueueRobotMessages(
          db,
          enquiries
            .filter((enquiry) => enabled.has(enquiry.kind))
            .map((enquiry) => ({
              robotKind: enquiry.kind,
              message: { enquiryId: enquiry.id, kind: enquiry.kind, name: enquiry.name, receivedAt },
            })),
        );
      },
      (error) => this.#report(error, 'robot messages failed'),
    );
  }

  /** Posts the due messages of the outbox (every process calls this; each message is claimed by one). */
  deliverDue(now = Date.now()): Promise<number> {
    return deliverDueRobotMessages(
      this.#db,
      async (robotKind, message, at) => {
        const robot = await new EnquiryRobotRepository(this.#db).find(robotKind);
        if (!robot || !toBool(robot.enabled) || !robot.url)
          throw new Undeliverable('the robot is switched off');
        await this.#post(robot, this.#text(robot.lang as Lang, message), at);
      },
      now,
    );
  }

  /** The message: the kind, the sender's name, the time and the link, never the visitor's words. */
  #text(lang: Lang, message: RobotMessage): string {
    const { title } = noticeText(lang, 'enquiry-received', {
      enquiryKind: message.kind,
      name: oneLine(message.name),
    });
    const texts = TEXTS[lang];
    return [
      title,
      `${texts.time}: ${this.#time.format(new Date(message.receivedAt))}`,
      `${texts.open}: ${this.#siteUrl}/admin/enquiries?open=${message.enquiryId}`,
    ].join('\n');
  }

  async #post(robot: EnquiryRobotRow, text: string, now: number): Promise<void> {
    const platform = robot.platform as RobotPlatform;
    // Checked again: the allowed hosts may have changed since it was saved.
    this.#checkUrl(platform, robot.url);
    const request = robotRequest(platform, robot.url, robot.secret, text, now);
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      // A redirect could lead anywhere: the platforms answer directly.
      redirect: 'manual',
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    }).catch((error: Error) => {
      // fetch says only "fetch failed"; the cause says why (ENOTFOUND, ECONNREFUSED…).
      const cause = error.cause as { code?: string; message?: string } | undefined;
      throw new Error(cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message);
    });
    const answer = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${answer.slice(0, 200)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer);
    } catch {
      parsed = undefined;
    }
    const refusal = platformRefusal(platform, parsed);
    if (refusal) throw new Error(refusal);
  }

  /** An https address of the platform's own robots, else 400 on `url`. */
  #checkUrl(platform: RobotPlatform, value: string): void {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
    const path = ROBOT_PATHS[platform];
    // Feishu names the robot in the path (…/hook/<id>), the others in the query.
    const pathFits = path.endsWith('/')
      ? url?.pathname.startsWith(path) && url.pathname.length > path.length
      : url?.pathname === path;
    const valid =
      url !== undefined &&
      secure &&
      pathFits &&
      !url.username &&
      !url.password &&
      this.#hosts[platform].includes(url.host);
    if (!valid) throw invalidField('url', 'robotUrl');
  }
}

/** What the back-office sees of a robot: the secret masked but for its last four characters. */
function toRecord(kind: EnquiryKind, row: EnquiryRobotRow | undefined): EnquiryRobot {
  if (!row)
    return {
      kind,
      platform: 'wecom',
      url: '',
      secret: null,
      enabled: false,
      lang: 'zh_CN',
      updateTime: null,
    };
  return {
    kind,
    platform: row.platform as RobotPlatform,
    url: row.url,
    secret: row.secret ? `••••${row.secret.length > 8 ? row.secret.slice(-4) : ''}` : null,
    enabled: toBool(row.enabled),
    lang: row.lang as Lang,
    updateTime: toIso(row.updated_at),
  };
}
