import type { DocumentType, FileRef } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DocumentRepository, type RevisionWrite } from '../modules/documents/documents.repository.ts';
import { datasheetInput, publishedAt, type SeededCatalogue } from './catalogue.ts';
import {
  DATASHEET_CHANGES,
  type DocumentDemo,
  FIRST_RELEASE,
  OTHER_DOCUMENTS,
  type RevisionDemo,
} from './demo-content/documents.ts';
import type { ProductDemo } from './demo-content/products/types.ts';
import type { Text } from './demo-content/text.ts';
import type { DemoFiles } from './demo-files.ts';
import { datasheetPdf, documentPdf, type RevisionInfo } from './pdf.ts';

/*
 * The document centre (contract §9): every product's datasheet in an English and a Chinese
 * edition, each with two or three revisions, and the application notes, the user guide, the
 * change notices and the certificates of `demo-content/documents.ts`. Each revision is a PDF of
 * its own, drawn at seed time and stored one after the other, so file ids are the same on every run.
 */

/** The last day a demo revision may carry: the demo's "today" is late 2026. */
const LATEST_DAY = '2026-10-15';
const DAY_MS = 86_400_000;

function dayAfter(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A datasheet's revisions: two or three (every third product), spread between its release and the demo's today. */
export function datasheetRevisions(product: ProductDemo, index: number): RevisionDemo[] {
  const count = index % 3 === 0 ? 3 : 2;
  const span = Math.max(count, (Date.parse(LATEST_DAY) - Date.parse(product.released)) / DAY_MS);
  return Array.from({ length: count }, (_, step) => ({
    revision: String.fromCharCode(65 + step),
    date: dayAfter(product.released, Math.floor((span * step) / count)),
    changes:
      step === 0 ? FIRST_RELEASE : (DATASHEET_CHANGES[(index + step) % DATASHEET_CHANGES.length] as Text),
  }));
}

/** What a revision's PDF states: itself and the history up to it, in English. */
function revisionInfo(revisions: readonly RevisionDemo[], at: number): RevisionInfo {
  const revision = revisions[at] as RevisionDemo;
  return {
    revision: revision.revision,
    date: revision.date,
    history: revisions.slice(0, at + 1).map((each) => ({
      revision: each.revision,
      date: each.date,
      changes: each.changes.en,
    })),
  };
}

interface SeededDocument {
  type: DocumentType;
  number: string;
  lang: 'zh_CN' | 'en_US';
  title: Text;
  productIds: number[];
  revisions: readonly RevisionDemo[];
  /** The PDF of revision `at`. */
  pdf(at: number): Promise<Buffer>;
  fileName: string;
}

async function seedDocument(db: Kysely<Database>, files: DemoFiles, demo: SeededDocument): Promise<number> {
  const stored: RevisionWrite[] = [];
  for (const [at, revision] of demo.revisions.entries()) {
    const file: FileRef = await files.document(demo.fileName, await demo.pdf(at));
    stored.push({
      revision: revision.revision,
      date: revision.date,
      file,
      i18n: { zh_CN: { changes: revision.changes.zh }, en_US: { changes: revision.changes.en } },
    });
  }
  const [first, ...later] = stored;
  return db.transaction().execute(async (trx) => {
    const documents = new DocumentRepository(trx);
    const id = await documents.insert({
      type: demo.type,
      number: demo.number,
      lang: demo.lang,
      productIds: demo.productIds,
      enabled: true,
      createdAt: publishedAt(demo.revisions[0]?.date ?? LATEST_DAY),
      i18n: { zh_CN: { title: demo.title.zh }, en_US: { title: demo.title.en } },
      revision: first,
    });
    for (const revision of later) await documents.addRevision(id, revision, publishedAt(revision.date));
    return id;
  });
}

/** Every product's datasheet, English then Chinese edition: `CS-DS-0001` and `CS-DS-0001-ZH`. */
async function seedDatasheets(db: Kysely<Database>, files: DemoFiles, catalogue: SeededCatalogue) {
  let count = 0;
  for (const [index, { id, demo }] of catalogue.products.entries()) {
    const number = `CS-DS-${String(index + 1).padStart(4, '0')}`;
    const revisions = datasheetRevisions(demo, index);
    const input = datasheetInput(demo);
    await seedDocument(db, files, {
      type: 'datasheet',
      number,
      lang: 'en_US',
      title: {
        zh: `${demo.model} ${demo.name.zh}数据手册（英文版）`,
        en: `${demo.model} ${demo.name.en} datasheet`,
      },
      productIds: [id],
      revisions,
      pdf: (at) => datasheetPdf({ ...input, revision: revisionInfo(revisions, at) }),
      fileName: `${demo.model} Datasheet.pdf`,
    });
    await seedDocument(db, files, {
      type: 'datasheet',
      number: `${number}-ZH`,
      lang: 'zh_CN',
      title: {
        zh: `${demo.model} ${demo.name.zh}数据手册`,
        en: `${demo.model} ${demo.name.en} datasheet (Chinese edition)`,
      },
      productIds: [id],
      revisions,
      pdf: (at) =>
        datasheetPdf({ ...input, chinese: { name: demo.name.zh }, revision: revisionInfo(revisions, at) }),
      fileName: `${demo.model} 数据手册.pdf`,
    });
    count += 2;
  }
  return count;
}

function productIdsOf(demo: DocumentDemo, catalogue: SeededCatalogue): number[] {
  return demo.products.flatMap((name) => {
    if (name.startsWith('category:')) {
      const key = name.slice('category:'.length);
      return catalogue.products.filter((product) => product.category === key).map((product) => product.id);
    }
    const id = catalogue.productIds.get(name);
    if (id === undefined) throw new Error(`Demo document names unknown product ${name}`);
    return [id];
  });
}

/** The document centre's demo content; answers how many documents it wrote. */
export async function seedDocuments(
  db: Kysely<Database>,
  files: DemoFiles,
  catalogue: SeededCatalogue,
): Promise<number> {
  let count = await seedDatasheets(db, files, catalogue);
  for (const demo of OTHER_DOCUMENTS) {
    const productIds = productIdsOf(demo, catalogue);
    const models = productIds.map(
      (id) => catalogue.products.find((product) => product.id === id)?.demo.model ?? '',
    );
    const kind = KIND_NAMES[demo.type];
    const editions = demo.chineseEdition ? (['en_US', 'zh_CN'] as const) : (['en_US'] as const);
    for (const lang of editions) {
      const chinese = lang === 'zh_CN';
      await seedDocument(db, files, {
        type: demo.type,
        number: chinese ? `${demo.number}-ZH` : demo.number,
        lang,
        title: chinese ? { zh: demo.title.zh, en: `${demo.title.en} (Chinese edition)` } : demo.title,
        productIds,
        revisions: demo.revisions,
        pdf: (at) =>
          documentPdf({
            kind,
            number: demo.number,
            title: demo.title.en,
            chineseTitle: chinese ? demo.title.zh : undefined,
            summary: demo.summary,
            sections: demo.sections,
            products: models,
            revision: revisionInfo(demo.revisions, at),
          }),
        fileName: chinese ? `${demo.number} ${demo.title.zh}.pdf` : `${demo.number} ${demo.title.en}.pdf`,
      });
      count += 1;
    }
  }
  return count;
}

const KIND_NAMES: Record<DocumentType, string> = {
  datasheet: 'Datasheet',
  'application-note': 'Application note',
  'user-guide': 'User guide',
  pcn: 'Product change notice',
  certificate: 'Certificate',
  software: 'Software',
};
