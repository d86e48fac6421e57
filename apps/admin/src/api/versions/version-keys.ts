/**
 * The versions of one record or block (contract §10), addressed by the record's admin URL:
 * `/api/v1/admin/news/5` or `/api/v1/admin/blocks/home`.
 */
export const versionKeys = {
  all: (base: string) => ['versions', base] as const,
  list: (base: string) => ['versions', base, 'list'] as const,
  one: (base: string, version: number) => ['versions', base, 'one', version] as const,
  diff: (base: string, version: number, against: number) =>
    ['versions', base, 'diff', version, against] as const,
};
