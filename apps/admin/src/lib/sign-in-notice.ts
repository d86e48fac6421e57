/** The original client's notice, in Chinese whatever the interface language (product-spec §4, §8). */
export const LOGIN_SUCCESS_NOTICE = '🎉 🎉 🎉  登录成功！';

let pending = false;

/**
 * The sign-in page has no antd to show the notice with, and leaves at once: it asks the
 * back-office, which opens next in the same page, to show it. Kept in memory, so a reload
 * does not show it again.
 */
export function queueSignInNotice(): void {
  pending = true;
}

/** Whether a sign-in just happened; asking clears it. */
export function takeSignInNotice(): boolean {
  const queued = pending;
  pending = false;
  return queued;
}
