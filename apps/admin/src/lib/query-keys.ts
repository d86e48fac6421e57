/** The signed-in user (with the bell's counts): read by the shell, made stale by several features. */
export const currentUserKey = ['current-user'] as const;
