import { z } from 'zod';

/** The third-party accounts of contract §11 "Account binding", each an OpenID Connect issuer. */
export const SIGN_IN_PROVIDERS = ['dingtalk', 'wecom', 'feishu'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
export const signInProvider = z.enum(SIGN_IN_PROVIDERS);

export const accountBinding = z.object({
  provider: signInProvider,
  name: z.string().describe("The provider's name in the request's language"),
  configured: z.boolean().describe('Whether the server has an issuer, client id and secret for it'),
  bound: z.boolean(),
  account: z.string().nullable().describe('The bound account as the provider names it; null when unbound'),
});
export type AccountBinding = z.infer<typeof accountBinding>;

export const bindingStart = z.object({
  authorizationUrl: z.string().describe("The provider's sign-in page to send the browser to"),
});

/** A binding a password change or reset removed: it would have signed in without the new password. */
export const removedBinding = z.object({ provider: signInProvider, account: z.string() });
export type RemovedBinding = z.infer<typeof removedBinding>;

/** The providers the sign-in page offers: the configured ones. */
export const loginProvider = z.object({ provider: signInProvider, name: z.string() });
export type LoginProvider = z.infer<typeof loginProvider>;
