/*
 * What the site search's index costs a save (issue 25's benchmark: "a save that re-indexes within
 * 1.2× of today's save"): `npm run bench:save` saves one demo product again and again through the
 * back-office service, as an editor's PUT does, with the re-index its transaction runs and without
 * it (the save as it was before the index), in alternating rounds. The rounds with the index
 * include the catching up of SQLite's full-text tables (`search-fts.ts`): the server's own
 * flushes during the round, and one at its end for what is still queued.
 */
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { LocalFileStore } from '../src/lib/file-store.ts';
import { SearchFts } from '../src/modules/search/search-fts.ts';
import { seedDemoContent } from '../src/seed/seed.ts';
import { testBackends, testConfig } from '../src/test-support/test-app.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const ROUNDS = 5;

const [sqlite] = testBackends();
if (!sqlite) throw new Error('no SQLite backend');
const { database, dataDir, destroy } = await sqlite.open();
const fileStore = new LocalFileStore(path.join(dataDir, 'files'));
const app = await buildApp({ config: testConfig(dataDir), database, fileStore });
await app.ready();
try {
  await seedDemoContent({ db: app.db, services: app.services, fileStore });
  const { productsAdmin, searchIndex } = app.services;
  const [first] = (await productsAdmin.list({ pageNum: 1, pageSize: 1, keyword: undefined })).list;
  if (!first) throw new Error('no demo product to save');
  const {
    id,
    createTime: _c,
    updateTime: _u,
    publication: _p,
    ...input
  } = first as typeof first & {
    publication?: unknown;
  };
  const editor = { actor: null, ip: '127.0.0.1' };

  const fts = new SearchFts(app.db);
  const timeSaves = async (withIndex: boolean) => {
    const started = performance.now();
    for (let save = 0; save < SAVES; save += 1) {
      const summary = `Saved ${save}`;
      const i18n = Object.fromEntries(
        Object.entries(input.i18n).map(([lang, text]) => [lang, { ...text, summary }]),
      ) as typeof input.i18n;
      await productsAdmin.update(id, { ...input, i18n }, editor, { publish: ['zh_CN', 'en_US'] });
    }
    if (withIndex) await fts.flush();
    return (performance.now() - started) / SAVES;
  };
  const reindex = searchIndex.update.bind(searchIndex);
  const withoutIndex = async () => {};
  const timings = { with: [] as number[], without: [] as number[] };
  await timeSaves(true);
  // Alternating rounds, so that a busy moment of the machine weighs on both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    searchIndex.update = reindex;
    timings.with.push(await timeSaves(true));
    // Today's save: the same save, its transaction without the re-index.
    searchIndex.update = withoutIndex;
    timings.without.push(await timeSaves(false));
  }
  searchIndex.update = reindex;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const save = median(timings.with);
  const without = median(timings.without);
  console.log(
    `${SAVES} saves × ${ROUNDS} rounds of product ${id} (SQLite, demo content), published in both languages`,
  );
  console.log(`save without the index   ${without.toFixed(2)} ms (median)`);
  console.log(`save with the index      ${save.toFixed(2)} ms (median)`);
  console.log(`ratio                    ${(save / without).toFixed(2)}× (goal ≤ 1.2×)`);
} finally {
  await app.close();
  await destroy();
}
