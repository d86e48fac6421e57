/** Rows edited in a table need a key; it is added on load and dropped before saving. */
export interface Keyed {
  key: string;
}

let counter = 0;
export function newRowKey(): string {
  counter += 1;
  return `row-${Date.now().toString(36)}-${counter}`;
}

export function withRowKeys<T extends object>(rows: readonly T[] | undefined): (T & Keyed)[] {
  return (rows ?? []).map((row) => ({ ...row, key: newRowKey() }));
}

export function withoutRowKeys<T extends object>(rows: readonly (T & Partial<Keyed>)[] | undefined): T[] {
  return (rows ?? []).map(({ key: _key, ...row }) => row as T);
}
