/**
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` as a formula; a leading
 * apostrophe keeps a visitor's or an editor's text as text in the CSV exports.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
