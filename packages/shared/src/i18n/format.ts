/** `formatMessage('共 {total} 条', { total: 3 })`: fills the `{name}` marks of a text. */
export function formatMessage(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : mark,
  );
}
