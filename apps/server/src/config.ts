import path from 'node:path';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@coresense/shared';
import { z } from 'zod';
import type { S3Location } from './lib/s3-file-store.ts';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from './lib/site-day.ts';
import type { RobotHosts } from './modules/enquiry-robots/enquiry-robots.service.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(value)));

/**
 * How long a client may take to send a request's headers, and the whole request: a client that
 * trickles them (a byte every few seconds) would otherwise hold its connection for good. The
 * request time bounds uploads too, so it allows a large file over a modest line.
 */
export const DEFAULT_TIMEOUTS = { headersSeconds: 20, requestSeconds: 90 } as const;

/**
 * An OpenID Connect issuer: https, or plain http only on this machine (a provider run beside the
 * server, as the tests do); tokens must not cross a network in the clear.
 */
const oidcIssuer = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    // zod runs this check on values the URL check refused too.
    const url = URL.canParse(value) ? new URL(value) : undefined;
    return url?.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url?.hostname ?? '');
  }, 'must be an https:// address (http:// only for localhost)')
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** `OIDC_<PROVIDER>_ISSUER`, `_CLIENT_ID` and `_CLIENT_SECRET` of each provider. */
const oidcEnvSchema = z.object(
  Object.fromEntries(
    SIGN_IN_PROVIDERS.flatMap((provider) => {
      const prefix = `OIDC_${provider.toUpperCase()}`;
      return [
        [`${prefix}_ISSUER`, oidcIssuer],
        [`${prefix}_CLIENT_ID`, optionalText],
        [`${prefix}_CLIENT_SECRET`, optionalText],
      ];
    }),
  ) as Record<string, typeof optionalText>,
);

/** Bucket names as S3 allows them (3–63 lowercase letters, digits, dots and hyphens). */
const S3_ADDRESS = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// address')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CACHE: flag(true),
  SEED_DEMO: flag(true),
  TRUST_PROXY: flag(false),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  ENQUIRY_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SHARE_DRAWS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  WORKERS: z.coerce.number().int().min(1).max(1024).default(1),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_TIMEOUTS.headersSeconds),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_TIMEOUTS.requestSeconds),
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'not an IANA time zone (e.g. Asia/Shanghai)')
    .default(DEFAULT_SITE_TIME_ZONE),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).max(254).default('CoreSense <no-reply@localhost>'),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]*$/, 'must be printable characters without spaces')
    .min(16, 'must be at least 16 characters')
    .max(256)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FILE_STORE: z
    .string()
    .refine(
      (value) => value === '' || value === 'local' || S3_ADDRESS.test(value),
      'must be local or s3://bucket/prefix',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl?: string;
  dataDir: string;
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  redisUrl?: string;
  logLevel: string;
  cache: boolean;
  seedDemo: boolean;
  trustProxy: boolean;
  enquiryRateLimit: { max: number; windowSeconds: number };
  loginRateLimit: number;
  /** Share images a client may cause to be drawn per minute (cached ones are free). */
  shareDrawsPerMinute: number;
  /** Server processes sharing the port (node:cluster); absent or 1: this process alone serves. */
  workers?: number;
  /** Milliseconds allowed for a request's headers and for the whole request; absent: the defaults. */
  timeouts?: { headersMs: number; requestMs: number };
  /** The IANA zone whose calendar days the dashboards count in; absent: Asia/Shanghai. */
  siteTimeZone?: string;
  /** Where the mail outbox sends (smtp:// or smtps://, credentials in the address); absent: mail waits. */
  smtpUrl?: string;
  /** The sender of every mail; absent: `CoreSense <no-reply@localhost>`. */
  mailFrom?: string;
  /** The bearer token `/metrics` asks for; absent: `/metrics` answers 404. */
  metricsToken?: string;
  /** The bucket files live in (`FILE_STORE=s3://…`); absent: the folder `DATA_DIR/files`. */
  fileStore?: S3Location;
  /**
   * The hosts the enquiry robots may be posted to, per platform; absent: the platforms' own.
   * Tests name a local server here, never in the environment.
   */
  robotHosts?: RobotHosts;
  /** The OpenID Connect providers staff may bind and sign in with; a provider absent is not configured. */
  oidc?: Partial<Record<SignInProvider, OidcClientConfig>>;
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads the environment once, at start; every bad variable is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const parsedOidc = oidcEnvSchema.safeParse(env);
  if (!parsed.success || !parsedOidc.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(parsedOidc.error?.issues ?? [])];
    throw new ConfigError(
      issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${describeIssue(issue)}`;
      }),
    );
  }
  const e = parsed.data;
  const oidc = oidcProviders(parsedOidc.data);
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError([
      `HEADERS_TIMEOUT_SECONDS=${e.HEADERS_TIMEOUT_SECONDS}: must not be longer than REQUEST_TIMEOUT_SECONDS (${e.REQUEST_TIMEOUT_SECONDS})`,
    ]);
  }
  const fileStore = s3Location(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    // npm runs a workspace's script inside the workspace folder; INIT_CWD is where the user ran npm.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    cache: e.CACHE,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    enquiryRateLimit: { max: e.ENQUIRY_RATE_LIMIT, windowSeconds: e.ENQUIRY_RATE_WINDOW_SECONDS },
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    shareDrawsPerMinute: e.SHARE_DRAWS_PER_MINUTE,
    workers: e.WORKERS,
    timeouts: { headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000, requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000 },
    oidc,
    siteTimeZone: e.SITE_TIME_ZONE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    metricsToken: e.METRICS_TOKEN,
    ...(fileStore ? { fileStore } : {}),
  };
}

/** `FILE_STORE=s3://bucket/prefix` with its `S3_*` variables; undefined for the local folder. */
function s3Location(e: z.infer<typeof envSchema>): S3Location | undefined {
  const match = S3_ADDRESS.exec(e.FILE_STORE ?? '');
  if (!match) return undefined;
  const [, bucket = '', path = ''] = match;
  const prefix = path.replace(/^\/+|\/+$/g, '');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError([
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set too, or neither (the SDK's own credentials)`,
    ]);
  }
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    region: e.S3_REGION,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** A provider is configured by its three variables together; one or two alone is a mistake. */
function oidcProviders(env: Record<string, string | undefined>): Config['oidc'] {
  const providers: Config['oidc'] = {};
  const problems: string[] = [];
  for (const provider of SIGN_IN_PROVIDERS) {
    const prefix = `OIDC_${provider.toUpperCase()}`;
    const names = [`${prefix}_ISSUER`, `${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`];
    const [issuer, clientId, clientSecret] = names.map((name) => env[name]);
    if (issuer && clientId && clientSecret) providers[provider] = { issuer, clientId, clientSecret };
    else if (issuer || clientId || clientSecret) {
      const missing = names.filter((name) => !env[name]);
      problems.push(`${missing.join(', ')}: must be set too, or ${prefix}_* not at all`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return providers;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'not a valid value';
    case 'too_small':
      return `must be at least ${issue.minimum}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return issue.message.length > 20 ? issue.message : `not a valid ${issue.format}`;
    default:
      return issue.message;
  }
}
