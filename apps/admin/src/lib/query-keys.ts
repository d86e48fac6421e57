/** The signed-in user (with the bell's counts): read by the shell, made stale by several features. */
export const currentUserKey = ['current-user'] as const;

/**
 * The header's notices: read by the bell, made stale by writes that settle a notice elsewhere
 * (an enquiry opened or handled marks its notices read).
 */
export const noticesKey = ['notices'] as const;
