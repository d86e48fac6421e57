/** What `/readyz` checks: named by kind, never by address (contract §12). */
export type Dependency = 'database' | 'redis' | 'files';

export type Readiness = Partial<Record<Dependency, 'ok' | 'unavailable'>>;

/** A check slower than this counts as a failure: a load balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2000;

/**
 * Runs every check at once, each within `timeoutMs`; a dependency that is not configured (Redis
 * without REDIS_URL) has no check and is left out.
 */
export async function checkReadiness(
  checks: Partial<Record<Dependency, () => Promise<unknown>>>,
  onFailure: (dependency: Dependency, error: unknown) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<{ ready: boolean; checks: Readiness }> {
  const entries = Object.entries(checks) as Array<[Dependency, () => Promise<unknown>]>;
  const results = await Promise.all(
    entries.map(async ([dependency, check]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [dependency, 'ok'] as const;
      } catch (error) {
        onFailure(dependency, error);
        return [dependency, 'unavailable'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    ready: results.every(([, state]) => state === 'ok'),
    checks: Object.fromEntries(results),
  };
}
