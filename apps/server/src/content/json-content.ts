import {
  bilingualRecord,
  errorEnvelope,
  idQuery,
  jsonContentAnswer,
  type Lang,
  type Paged,
  type PagingQuery,
  paged,
  pagingQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toIso } from '../db/column-types.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/app-error.ts';
import type { AuditRecorder } from '../lib/audit.ts';
import { answerPage, langQuery, ok, PUBLIC_API_CACHE, withJsonStr } from '../lib/http.ts';
import { registerAdminCrud } from './admin-routes.ts';
import {
  ContentAdminService,
  type ContentRepository,
  type ContentTypes,
  type SavedRecord,
  timesAndTexts,
} from './admin-service.ts';
import { BilingualRepository, type BilingualWrite } from './bilingual-repository.ts';
import type { RecordColumns, RecordTableName, Stored } from './bilingual-table.ts';
import type { AdminListFilter, AdminListSpec, ContentType } from './content-type.ts';
import type { PublicChanges } from './public-changes.ts';
import { PublicReads, type PublicReadsSpec } from './public-reads.ts';

/*
 * The whole API of a type answered with `jsonStr` (contract §3's comments), derived from its
 * definition: the public list and detail, the back-office CRUD with its versions, publication,
 * schedule, trash and preview. A field added to the text schema reaches every answer, the
 * versions and their diffs with no other code (`json-content.test.ts`).
 */

/**
 * A type's definition as the kit reads it. Its tables and columns are named at run time, so the
 * kit's types are loose here; the definition's own (`ContentType`, the shared schemas) check them.
 */
export interface JsonContentSpec<
  Admin extends object = object,
  Public extends JsonContentRecord = JsonContentRecord,
> {
  /** Never set: carries the type's back-office and public record types to the services built from it. */
  readonly records?: { admin: Admin; public: Public };
  // biome-ignore lint/suspicious/noExplicitAny: the definition's tables and text vary by type
  type: ContentType<any, any, any, any>;
  /** One language's text: the body, the records and the public answer derive from it. */
  text: z.ZodObject;
  /** The main row's own fields, as the body checks them and as the record answers them. */
  fields: { input: z.ZodRawShape; output: z.ZodRawShape };
  /** The main row's columns from a body's fields. */
  columns(fields: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The record's fields from its main row. */
  fieldsOf(row: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The back-office list: its query, its sort columns by field (the first is the default), the text columns its keyword searches. */
  // biome-ignore lint/suspicious/noExplicitAny: as `type`
  adminList: AdminListSpec<any, any> & { query: z.ZodType<AdminListFilter, unknown> };
  /** The text's HTML fields, sanitised before they are stored. */
  richTextFields?: readonly string[];
  /** Turns the validated body into what is stored (files resolved); as sent when absent. */
  prepare?(input: Write, db: Kysely<Database>): Promise<Write>;
  /** The public reads; their `columns` are the public record's fields beside its id, times and text. */
  // biome-ignore lint/suspicious/noExplicitAny: as `type`
  publicReads: PublicReadsSpec<any, any, any>;
  /** The public record's own fields, from its main row; none when absent. */
  publicFields?: {
    shape: z.ZodRawShape;
    of(row: Readonly<Record<string, unknown>>): Record<string, unknown>;
  };
  /** The public list's query beside the language and the page: the filters of `publicReads`. */
  publicQuery?: z.ZodRawShape;
  /** Where the API answers it, and what its OpenAPI operations say. */
  routes: {
    list: string;
    detail: string;
    tag: string;
    adminTag: string;
    /** The back-office operations' noun ("customer comment"). */
    noun: string;
    listSummary: string;
    detailSummary: string;
  };
}

/** A public record: the record's id, own public fields and times, and its text in the request's language. */
export interface JsonContentRecord<Content = unknown> {
  id: number;
  createTime: string;
  updateTime: string;
  content: Content;
}

type Write = BilingualWrite<unknown> & Record<string, unknown>;

/** The kit's types by resource (`JSON_CONTENTS` of `src/content-types.ts`), which also names their services. */
// biome-ignore lint/suspicious/noExplicitAny: each entry carries its own record types
export type JsonContentRegistry = Readonly<Record<string, JsonContentSpec<any, any>>>;
// biome-ignore lint/suspicious/noExplicitAny: inferred from the entry
type AdminOf<Spec> = Spec extends JsonContentSpec<infer Admin, any> ? Admin : never;
// biome-ignore lint/suspicious/noExplicitAny: inferred from the entry
type PublicOf<Spec> = Spec extends JsonContentSpec<any, infer Public> ? Public : never;
export type JsonContentAdminService<Admin extends object> = ReturnType<typeof jsonContentAdminService<Admin>>;

/** Every kit type's services: `<name>` reads what the public sees, `<name>Admin` is its back-office. */
export type JsonContentServices<Registry extends JsonContentRegistry> = {
  [Name in keyof Registry & string]: JsonContentService<PublicOf<Registry[Name]>>;
} & {
  [Name in keyof Registry & string as `${Name}Admin`]: JsonContentAdminService<AdminOf<Registry[Name]>>;
};

/**
 * The schemas a spec derives, made once per spec: route schemas are compiled and turned into
 * OpenAPI once per schema object, so new objects for every app would cost each app that again.
 */
const derivedSchemas = new WeakMap<JsonContentSpec, ReturnType<typeof deriveSchemas>>();

function deriveSchemas(spec: JsonContentSpec) {
  return {
    ...bilingualRecord(spec.text, spec.fields),
    answer: jsonContentAnswer(spec.text, spec.publicFields?.shape),
  };
}

function schemasOf(spec: JsonContentSpec) {
  let schemas = derivedSchemas.get(spec);
  if (!schemas) {
    schemas = deriveSchemas(spec);
    derivedSchemas.set(spec, schemas);
  }
  return schemas;
}

/** The spec's repository: the definition's table, the main row's columns, the back-office list. */
export function jsonContentRepository(spec: JsonContentSpec) {
  const { type, adminList } = spec;
  return class extends BilingualRepository<RecordTableName, unknown, Write> {
    // The definition reads and writes any of the bilingual tables; its own types checked it.
    protected readonly table = type as unknown as BilingualRepository<
      RecordTableName,
      unknown,
      Write
    >['table'];

    protected columns(input: Write): RecordColumns<RecordTableName> {
      return spec.columns(input) as RecordColumns<RecordTableName>;
    }

    adminList(filter: AdminListFilter) {
      return type.adminList(this.db, filter, adminList);
    }
  };
}

/** The back-office service of the spec's type: versioned, published per language, its text stored as sent. */
export function jsonContentAdminService<AdminRecord extends object>(
  spec: JsonContentSpec,
  db: Kysely<Database>,
  audit: AuditRecorder,
  publicChanges?: PublicChanges,
) {
  const Repository = jsonContentRepository(spec);
  const schemas = schemasOf(spec);
  interface Types extends ContentTypes {
    row: { id: number; created_at: string | Date; updated_at: string | Date };
    text: unknown;
    input: z.output<typeof schemas.input>;
    write: Write;
    filter: AdminListFilter;
    record: AdminRecord;
  }
  return new ContentAdminService<Types>(
    db,
    audit,
    {
      type: spec.type,
      versioned: true,
      input: schemas.input,
      // The kit's text is loose; the definition names fields of its own text schema.
      richTextFields: spec.richTextFields as never,
      repository: (handle) => new Repository(handle) as unknown as ContentRepository<Types>,
      toRecord: ({ row, i18n }: Stored<Types['row'], unknown>) =>
        ({
          id: row.id,
          ...spec.fieldsOf(row),
          ...timesAndTexts(row, i18n),
        }) as unknown as SavedRecord<AdminRecord>,
      prepare: (input, handle) =>
        spec.prepare ? spec.prepare(input as Write, handle) : Promise.resolve(input as Write),
    },
    publicChanges,
  );
}

/** The services of every type of the registry, by the names `JsonContentServices` gives them. */
export function jsonContentServices<Registry extends JsonContentRegistry>(
  registry: Registry,
  db: Kysely<Database>,
  audit: AuditRecorder,
  publicChanges?: PublicChanges,
): JsonContentServices<Registry> {
  const services: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(registry)) {
    if (name !== spec.type.resource) throw new Error(`the kit type ${name} is registered under another name`);
    services[name] = new JsonContentService(db, spec);
    services[`${name}Admin`] = jsonContentAdminService(spec, db, audit, publicChanges);
  }
  return services as JsonContentServices<Registry>;
}

/** Each type's back-office service by its resource, as `src/services.ts` gathers the published ones. */
export function jsonContentAdmins<Registry extends JsonContentRegistry>(
  registry: Registry,
  services: JsonContentServices<Registry>,
): { [Name in keyof Registry]: JsonContentAdminService<AdminOf<Registry[Name]>> } {
  return Object.fromEntries(
    Object.keys(registry).map((name) => [name, (services as Record<string, unknown>)[`${name}Admin`]]),
  ) as never;
}

/** Both API halves of every type of the registry, on the services `jsonContentServices` built. */
export function registerJsonContents<Registry extends JsonContentRegistry>(
  app: FastifyInstance,
  registry: Registry,
  half: 'public' | 'admin',
) {
  const services = app.services as unknown as Record<string, unknown>;
  for (const [name, spec] of Object.entries(registry)) {
    if (half === 'public') registerJsonContentRoutes(app, spec, services[name] as JsonContentService);
    else
      registerJsonContentAdminRoutes(app, spec, services[`${name}Admin`] as JsonContentAdminService<object>);
  }
}

/**
 * The public record a back-office record (a version's snapshot) would be in `lang`, as a preview
 * shows it: the public fields read from the record as the main row holds them, enabled.
 */
export function jsonContentRecordOf<
  Content,
  Public extends JsonContentRecord<Content> = JsonContentRecord<Content>,
>(
  spec: Pick<JsonContentSpec, 'publicFields'>,
  record: { id: number; createTime: string; updateTime: string; i18n: Partial<Record<Lang, Content>> },
  lang: Lang,
): Public | undefined {
  const content = record.i18n[lang];
  if (content === undefined) return undefined;
  const own = spec.publicFields?.of({ ...record, enabled: true }) ?? {};
  return {
    id: record.id,
    ...own,
    createTime: record.createTime,
    updateTime: record.updateTime,
    content,
  } as Public;
}

/** The public reads of the spec's type, as records. */
export class JsonContentService<Public extends JsonContentRecord = JsonContentRecord> {
  // biome-ignore lint/suspicious/noExplicitAny: as the spec's `type`
  readonly #reads: PublicReads<any, any, any>;
  readonly #spec: JsonContentSpec;

  constructor(db: Kysely<Database>, spec: JsonContentSpec) {
    this.#reads = new PublicReads(db, spec.type, spec.publicReads);
    this.#spec = spec;
  }

  /** A page of the published records, narrowed by the public list's filters. */
  async list(lang: Lang, query: PagingQuery & object): Promise<Paged<Public>> {
    const { rows, total } = await this.#reads.list(lang, query);
    return {
      list: rows.map((row) => this.#record(row)),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async detail(lang: Lang, id: number): Promise<Public | undefined> {
    const row = await this.#reads.detail(lang, id);
    return row && this.#record(row);
  }

  #record(row: { id: number; created_at: string | Date; updated_at: string | Date; data: string }): Public {
    return {
      id: row.id,
      ...this.#spec.publicFields?.of(row),
      createTime: toIso(row.created_at),
      updateTime: toIso(row.updated_at),
      content: JSON.parse(row.data),
    } as Public;
  }
}

/** The public list and detail of contract §3, answered with `jsonStr`. */
function registerJsonContentRoutes(
  fastify: FastifyInstance,
  spec: JsonContentSpec,
  service: JsonContentService,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { answer } = schemasOf(spec);
  const tags = [spec.routes.tag];
  app.get(
    spec.routes.list,
    {
      schema: {
        tags,
        summary: spec.routes.listSummary,
        querystring: langQuery.extend(pagingQuery.shape).extend(spec.publicQuery ?? {}),
        response: { 200: successEnvelope(paged(answer)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) =>
      ok(answerPage(await service.list(request.lang, request.query as PagingQuery), withJsonStr)),
  );
  app.get(
    spec.routes.detail,
    {
      schema: {
        tags,
        summary: spec.routes.detailSummary,
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(answer), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const record = await service.detail(request.lang, request.query.id);
      if (!record) throw notFound();
      return ok(withJsonStr(record));
    },
  );
}

/** The back-office CRUD, versions and publication of contract §5 and §10. */
function registerJsonContentAdminRoutes(
  app: FastifyInstance,
  spec: JsonContentSpec,
  service: JsonContentAdminService<object>,
) {
  const schemas = schemasOf(spec);
  registerAdminCrud(app, {
    resource: spec.type.resource,
    noun: spec.routes.noun,
    tag: spec.routes.adminTag,
    listQuery: spec.adminList.query,
    input: schemas.input,
    record: schemas.record,
    // The kit's loose record types: the schemas above check every answer.
    service: service as never,
    versions: service as never,
  });
}
