import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/*
 * Module folders (src/modules/<name>/) may use one another one way only: two that import each
 * other are one feature split in two, or a shared piece that belongs below both (src/content,
 * src/lib) or in an interface the importer owns (auth's `SecondFactorCheck`).
 */

const MODULES = path.join(import.meta.dirname, 'modules');

/** Each module's code (not its tests), with the other modules it imports. */
function moduleImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of globSync('*/**/*.ts', { cwd: MODULES })) {
    if (file.endsWith('.test.ts')) continue;
    const [owner] = file.split(path.sep);
    const used = imports.get(owner!) ?? new Set<string>();
    for (const match of readFileSync(path.join(MODULES, file), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      if (match[1] !== owner) used.add(match[1]!);
    }
    imports.set(owner!, used);
  }
  return imports;
}

test('no two module folders import each other', () => {
  const imports = moduleImports();
  assert.ok(imports.size > 20, 'the modules were read');
  assert.ok(imports.get('applications')?.has('products'), 'an import between modules is seen');
  const mutual = [...imports].flatMap(([name, used]) =>
    [...used]
      .filter((other) => name < other && imports.get(other)?.has(name))
      .map((other) => `${name} ↔ ${other}`),
  );
  assert.deepEqual(mutual, []);
});
