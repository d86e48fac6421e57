/** What the account menu's "Trigger Error" hands trigger-error-page.tsx: throw at once. */
export const TRIGGER_NOW = { triggerError: true };
