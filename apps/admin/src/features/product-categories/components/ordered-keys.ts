/** The chosen keys followed by `added`, each once. */
export function withKey(keys: readonly string[], added: string): string[] {
  return keys.includes(added) ? [...keys] : [...keys, added];
}
