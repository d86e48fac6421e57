import { type Lang, langToLocale } from '@coresense/shared';
import type { PreviewNotice, SiteServices } from '@coresense/site/request-context';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import { FileAccess, type StoredFile } from '../file-access.ts';
import { VersionHistory } from '../versions.ts';
import { mentionsFile, withPreviewFileLinks } from './preview-files.ts';
import { type PreviewMappings, type PreviewSource, previewSources } from './preview-sources.ts';
import { type PreviewClaim, type PreviewResource, signPreview, verifyPreview } from './preview-token.ts';
import { SigningKey } from './signing-key.ts';

/** How long a preview link works (contract §10). */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

/** The query parameter of a page address that carries the token. */
export const PREVIEW_PARAM = 'preview';

/** A page request's preview, once its token was found good for this very page and language. */
export interface OpenPreview {
  services: SiteServices;
  notice: PreviewNotice;
}

interface WorkingCopy {
  snapshot: object;
  savedAt: string;
}

export interface PreviewOptions {
  /** The clock links are dated and checked by (tests move it). */
  now?: () => number;
}

/**
 * Preview links (contract §10): a signed, expiring address of one record's page in one
 * language, showing the record's working copy (its newest version; a record without versions
 * yet: its current state) without a session, and without writing anything anywhere.
 */
export class PreviewService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #sources: Record<PreviewResource, PreviewSource>;
  readonly #key: SigningKey;
  readonly #now: () => number;
  readonly #files = new FileAccess();

  constructor(
    db: Kysely<Database>,
    audit: AuditRecorder,
    mappings: PreviewMappings,
    options: PreviewOptions = {},
  ) {
    this.#db = db;
    this.#audit = audit;
    this.#sources = previewSources(mappings);
    this.#key = new SigningKey(db, 'preview');
    this.#now = options.now ?? Date.now;
  }

  /**
   * The absolute preview address of a record in `lang` on `origin`; undefined when there is no
   * such record. Audited: whoever holds the link reads what is not published, for an hour.
   */
  async link(
    resource: PreviewResource,
    key: string,
    lang: Lang,
    origin: string,
    editor: Editor,
  ): Promise<string | undefined> {
    const source = this.#sources[resource];
    const copy = source.validKey(key) ? await this.#workingCopy(resource, key) : undefined;
    if (!copy) return undefined;
    const expiresAt = this.#now() + PREVIEW_LIFETIME_MS;
    const token = signPreview({ resource, key, lang, expiresAt }, await this.#key.get());
    await this.#audit.record({
      ...editor,
      action: 'preview',
      resource,
      resourceId: key,
      // A block is named by its type, a record by its title, as in their other entries.
      ...(resource === 'blocks' ? { title: key } : { subject: copy.snapshot }),
      changes: { lang, expiresAt: new Date(expiresAt).toISOString() },
    });
    const { path, query, section } = source.page(key);
    const search = new URLSearchParams({ ...query, lang: langToLocale(lang), [PREVIEW_PARAM]: token });
    return `${origin}${path}?${search}${section ? `#${section}` : ''}`;
  }

  /**
   * The preview of a page request at `url` rendered in `lang`: undefined unless its token is
   * genuine, unexpired, and made for this page and this language.
   */
  async open(url: URL, lang: Lang, base: SiteServices): Promise<OpenPreview | undefined> {
    const token = url.searchParams.get(PREVIEW_PARAM);
    if (!token) return undefined;
    const claim = verifyPreview(token, await this.#key.get(), this.#now());
    if (!claim || claim.lang !== lang || !this.#isPageOf(claim, url)) return undefined;
    const copy = await this.#workingCopy(claim.resource, claim.key);
    if (!copy) return undefined;
    const snapshot = withPreviewFileLinks(copy.snapshot, PREVIEW_PARAM, token);
    return {
      services: await this.#sources[claim.resource].overlay(base, snapshot, lang),
      notice: { lang, savedAt: copy.savedAt, expiresAt: new Date(claim.expiresAt).toISOString() },
    };
  }

  /**
   * Whether a preview token may fetch a file no published record references: the token is
   * genuine and unexpired, its record's working copy mentions the file, and the file is that
   * record's own (`FileAccess.owns`), not another record's that the working copy names.
   */
  async showsFile(token: string, file: StoredFile): Promise<boolean> {
    const claim = verifyPreview(token, await this.#key.get(), this.#now());
    if (!claim) return false;
    const copy = await this.#workingCopy(claim.resource, claim.key);
    if (!copy || !mentionsFile(copy.snapshot, file)) return false;
    return this.#files.owns(this.#db, { resource: claim.resource, key: claim.key }, file);
  }

  /** Whether `url` is the page the claim's record shows on (its data request included). */
  #isPageOf(claim: PreviewClaim, url: URL): boolean {
    const { path, query } = this.#sources[claim.resource].page(claim.key);
    // React Router asks for a page's data at `<path>.data` (`/_root.data` for the root).
    const pathname = url.pathname.replace(/\.data$/, '');
    return (
      (pathname === path || (path === '/index' && pathname === '/_root')) &&
      Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value)
    );
  }

  async #workingCopy(resource: PreviewResource, key: string): Promise<WorkingCopy | undefined> {
    const latest = await new VersionHistory(resource).latest(this.#db, key);
    if (latest) return { snapshot: latest.snapshot, savedAt: latest.savedAt };
    const current = await this.#sources[resource].current(key);
    if (!current) return undefined;
    const { updateTime } = current as { updateTime?: string };
    return { snapshot: current, savedAt: updateTime ?? toIso(new Date()) };
  }
}
