import { NOTIFICATION_MS, notify } from './notify';

/**
 * A request that got no answer at all (offline, refused, reset): what `fetch` rejects with in
 * Chromium ("Failed to fetch"), Firefox ("NetworkError when attempting to fetch resource.") and
 * Safari ("Load failed"). An HTTP error status is an answer and is not one of these.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
  );
}

/** A code chunk of the site that failed to load, or did not load within the time-out. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

let reloadScheduled = false;

/**
 * Product-spec §8 for a request without an answer: the "network anomaly" notification, then a
 * reload once the notification has been on screen for its duration. Several failures at once
 * show one notification and reload once.
 */
export function reportNetworkAnomaly(title: string, text: string) {
  notify('error', title, text, { key: 'network-anomaly' });
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => window.location.reload(), NOTIFICATION_MS);
}
