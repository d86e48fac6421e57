/*
 * What the generated content of `npm run seed -- --products/--news/--enquiries N` draws from:
 * record i always seeds its own generator with i, so two runs write the same data.
 */

/** mulberry32: a tiny deterministic generator, good enough to spread figures. */
export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export interface GeneratedOptions {
  /**
   * Rebuild the site search's index afterwards (the default); the seed's command rebuilds it
   * once after its last generator instead, as a rebuild reads every public record.
   */
  reindex?: boolean;
}
