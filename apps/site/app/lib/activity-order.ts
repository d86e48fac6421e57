/* The order of /activity, apart from the page so that it can be tested alone. */

type When = 'upcoming' | 'past';

/**
 * Shows still to come (or under way) first, the soonest first; then past ones, the latest first.
 * `today` is the site's calendar day, so a show ends for every visitor at the same midnight.
 */
export function inVisitingOrder<T extends { startDate?: string | null; endDate?: string | null }>(
  shows: T[],
  today: string,
): Array<T & { when: When }> {
  const last = (show: T) => show.endDate || show.startDate || '';
  const first = (show: T) => show.startDate || show.endDate || '';
  const upcoming = shows
    .filter((show) => last(show) >= today)
    .sort((a, b) => first(a).localeCompare(first(b)))
    .map((show) => ({ ...show, when: 'upcoming' as const }));
  const past = shows
    .filter((show) => last(show) < today)
    .sort((a, b) => last(b).localeCompare(last(a)))
    .map((show) => ({ ...show, when: 'past' as const }));
  return [...upcoming, ...past];
}
