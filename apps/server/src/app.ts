import { maxHeaderSize } from 'node:http';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { isClusterWorker, workerIpc } from './cluster/ipc.ts';
import { type Config, DEFAULT_TIMEOUTS } from './config.ts';
import { registerJsonContents } from './content/json-content.ts';
import previewRoutes from './content/preview/preview.routes.ts';
import { isPreviewRequest } from './content/preview/preview-page.ts';
import scheduleAdminRoutes from './content/schedule/schedule.admin.routes.ts';
import scheduleRunner from './content/schedule/schedule.plugin.ts';
import trashAdminRoutes from './content/trash/trash.admin.routes.ts';
import { JSON_CONTENTS, type JsonContents } from './content-types.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { type ContentEvents, createLocalContentEvents } from './lib/cache/content-events.ts';
import { ResponseCache } from './lib/cache/response-cache.ts';
import { CacheShortcut } from './lib/cache/shortcut.ts';
import type { FileStore } from './lib/file-store.ts';
import { RequestMetrics } from './lib/request-metrics.ts';
import { withDecodablePath } from './lib/request-target.ts';
import { DEFAULT_SITE_TIME_ZONE } from './lib/site-day.ts';
import accountRoutes from './modules/account/account.routes.ts';
import adminSearchRoutes from './modules/admin-search/admin-search.routes.ts';
import applicationAdminRoutes from './modules/applications/applications.admin.routes.ts';
import applicationRoutes from './modules/applications/applications.routes.ts';
import auditLogAdminRoutes from './modules/audit-log/audit-log.admin.routes.ts';
import auth from './modules/auth/auth.plugin.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import blockEditRoutes from './modules/blocks/block-edit.routes.ts';
import blockRoutes from './modules/blocks/blocks.routes.ts';
import contractAdminRoutes from './modules/contracts/contracts.admin.routes.ts';
import crossReferenceAdminRoutes from './modules/cross-references/cross-references.admin.routes.ts';
import crossReferenceRoutes from './modules/cross-references/cross-references.routes.ts';
import dashboardAdminRoutes from './modules/dashboard/dashboard.admin.routes.ts';
import documentAdminRoutes from './modules/documents/documents.admin.routes.ts';
import documentRoutes from './modules/documents/documents.routes.ts';
import enquiryAdminRoutes from './modules/enquiries/enquiries.admin.routes.ts';
import enquiryRoutes from './modules/enquiries/enquiries.routes.ts';
import jobApplicationRoutes from './modules/enquiries/job-applications.routes.ts';
import enquiryRobotAdminRoutes from './modules/enquiry-robots/enquiry-robots.admin.routes.ts';
import robotSender from './modules/enquiry-robots/enquiry-robots.plugin.ts';
import fileAdminRoutes from './modules/files/files.admin.routes.ts';
import fileRoutes, { mediaRoutes, publicFileRoutes } from './modules/files/files.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import { PrometheusMetrics } from './modules/health/prometheus.ts';
import layoutSettingsRoutes from './modules/layout-settings/layout-settings.routes.ts';
import mailOutboxAdminRoutes from './modules/mail/mail.admin.routes.ts';
import mailSender from './modules/mail/mail.plugin.ts';
import memberAdminRoutes from './modules/members/members.admin.routes.ts';
import newsAdminRoutes from './modules/news/news.admin.routes.ts';
import newsRoutes from './modules/news/news.routes.ts';
import noticeRoutes from './modules/notices/notices.routes.ts';
import passwordResetRoutes from './modules/password-reset/password-reset.routes.ts';
import productParameterAdminRoutes from './modules/product-parameters/product-parameters.admin.routes.ts';
import productCategoryAdminRoutes from './modules/products/product-categories.admin.routes.ts';
import productAdminRoutes from './modules/products/products.admin.routes.ts';
import productRoutes from './modules/products/products.routes.ts';
import recruitAdminRoutes from './modules/recruit/recruit.admin.routes.ts';
import recruitRoutes from './modules/recruit/recruit.routes.ts';
import searchTasks from './modules/search/search.plugin.ts';
import searchRoutes from './modules/search/search.routes.ts';
import shareImageRoutes from './modules/share-images/share-images.routes.ts';
import signInProviderRoutes from './modules/sign-in-providers/sign-in-providers.routes.ts';
import roleAdminRoutes from './modules/staff/roles.admin.routes.ts';
import staffAdminRoutes from './modules/staff/staff.admin.routes.ts';
import statsRoutes from './modules/stats/stats.routes.ts';
import subscriptionAdminRoutes from './modules/subscriptions/subscriptions.admin.routes.ts';
import subscriptionTasks from './modules/subscriptions/subscriptions.plugin.ts';
import subscriptionRoutes from './modules/subscriptions/subscriptions.routes.ts';
import translationAdminRoutes from './modules/translations/translations.admin.routes.ts';
import twoFactorRoutes from './modules/two-factor/two-factor.routes.ts';
import adminApp from './plugins/admin-app.ts';
import errors, { sendError, sendRouterError } from './plugins/errors.ts';
import host from './plugins/host.ts';
import language from './plugins/language.ts';
import openapi from './plugins/openapi.ts';
import privateAnswers from './plugins/private-answers.ts';
import rateLimits from './plugins/rate-limit.ts';
import redis from './plugins/redis.ts';
import responseCache from './plugins/response-cache.ts';
import security from './plugins/security.ts';
import site from './plugins/site.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    database: DatabaseHandle;
    fileStore: FileStore;
    services: Services;
    /** This process's requests of the last five minutes, for the monitor dashboard. */
    metrics: RequestMetrics;
    /** The figures `/metrics` answers; absent without METRICS_TOKEN, when nobody may read them. */
    prometheus?: PrometheusMetrics;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
  logger?: FastifyServerOptions['loggerInstance'] | boolean;
  contentEvents?: ContentEvents;
  /** The types whose API their definition derives; tests give a registry of their own. */
  contents?: JsonContents;
}

/** Public calls take at most 64 KiB (contract §1); back-office routes raise it where needed. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/**
 * The server's time limits: headers, then the whole request, each answered 408 and closed when
 * exceeded. Node looks for overdue requests only every `connectionsCheckingInterval` (30 s by
 * default), so it looks more often: a quarter of the headers' time, at most every 5 s, so a
 * trickled request is closed at most that much after its limit.
 */
export function serverTimeouts(config: Config) {
  const headersMs = config.timeouts?.headersMs ?? DEFAULT_TIMEOUTS.headersSeconds * 1000;
  const requestMs = config.timeouts?.requestMs ?? DEFAULT_TIMEOUTS.requestSeconds * 1000;
  return {
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersMs / 4))),
    },
  };
}

/**
 * The whole application as a Fastify instance, without listening: tests `inject()` into it.
 * The database must already be migrated (server.ts does it at start).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, fileStore } = options;
  const contentEvents = options.contentEvents ?? createLocalContentEvents();
  const contents = options.contents ?? JSON_CONTENTS;
  const cacheShortcut = new CacheShortcut();
  // Made here, so that the services keep what they derive from published content beside it.
  const answerCache = new ResponseCache();
  const app = Fastify({
    serverFactory: cacheShortcut.serverFactory,
    ...(typeof options.logger === 'object'
      ? { loggerInstance: options.logger }
      : { logger: options.logger ?? false }),
    bodyLimit: PUBLIC_BODY_LIMIT,
    ...serverTimeouts(config),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: (request) => withDecodablePath(request.url ?? '/'),
    frameworkErrors: sendRouterError,
    // The router's limit on a parameter's length is there for regular-expression parameters,
    // which no route has; a longer value was answered 414 by Fastify itself, outside the envelope.
    // At the size Node allows a request's head, which bounds the path anyway, a long value reaches
    // its route, whose schema refuses it like any other bad value.
    routerOptions: { maxParamLength: maxHeaderSize },
    // Answered by the errors plugin instead, in the contract's envelope.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON or form-encoded (contract §1); any other type answers 415.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('fileStore', fileStore);
  app.decorate(
    'services',
    createServices({
      config,
      database,
      fileStore,
      logError: (err, message) => app.log.error({ err }, message),
      ...(config.cache ? { contentChanges: answerCache } : {}),
      contents,
    }),
  );
  const prometheus = config.metricsToken
    ? new PrometheusMetrics({
        db: database.db,
        poolUse: database.poolUse,
        ...(isClusterWorker(config) ? { cluster: workerIpc() } : {}),
      })
    : undefined;
  const metrics = new RequestMetrics(prometheus);
  app.decorate('metrics', metrics);
  app.decorate('prometheus', prometheus);
  // Every answer Fastify sends; cache hits answered before Fastify are counted by the cache.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      { method: request.method, route: request.routeOptions.url ?? '', statusCode: reply.statusCode },
      reply.elapsedTime,
    );
    done();
  });

  await app.register(cookie);
  await app.register(language);
  await app.register(errors);
  await app.register(host);
  await app.register(security);
  await app.register(redis);
  await app.register(rateLimits);
  await app.register(formbody, { bodyLimit: PUBLIC_BODY_LIMIT });
  await app.register(openapi);
  await app.register(privateAnswers);
  await app.register(responseCache, {
    enabled: config.cache,
    events: contentEvents,
    cache: answerCache,
    keyByOrigin: !config.publicUrl,
    shortcut: cacheShortcut,
    metrics,
    bypass: isPreviewRequest,
    timeZone: config.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
  });
  await app.register(auth);
  await app.register(scheduleRunner);
  await app.register(mailSender);
  await app.register(subscriptionTasks);
  await app.register(searchTasks);
  await app.register(robotSender);

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(publicFileRoutes);
  await app.register(shareImageRoutes);
  await app.register(
    async (api) => {
      await api.register(productRoutes);
      await api.register(crossReferenceRoutes);
      await api.register(applicationRoutes);
      await api.register(newsRoutes);
      await api.register(recruitRoutes);
      await api.register(searchRoutes);
      await api.register(documentRoutes);
      await api.register(async (scope) => registerJsonContents(scope, contents, 'public'));
      await api.register(blockRoutes);
      await api.register(blockEditRoutes);
      await api.register(fileRoutes);
      await api.register(enquiryRoutes);
      await api.register(jobApplicationRoutes);
      await api.register(productAdminRoutes);
      await api.register(productCategoryAdminRoutes);
      await api.register(productParameterAdminRoutes);
      await api.register(crossReferenceAdminRoutes);
      await api.register(applicationAdminRoutes);
      await api.register(newsAdminRoutes);
      await api.register(recruitAdminRoutes);
      await api.register(documentAdminRoutes);
      await api.register(async (scope) => registerJsonContents(scope, contents, 'admin'));
      await api.register(translationAdminRoutes);
      await api.register(scheduleAdminRoutes);
      await api.register(trashAdminRoutes);
      await api.register(previewRoutes);
      await api.register(staffAdminRoutes);
      await api.register(roleAdminRoutes);
      await api.register(enquiryAdminRoutes);
      await api.register(enquiryRobotAdminRoutes);
      await api.register(mailOutboxAdminRoutes);
      await api.register(fileAdminRoutes);
      await api.register(auditLogAdminRoutes);
      await api.register(memberAdminRoutes);
      await api.register(contractAdminRoutes);
      await api.register(twoFactorRoutes);
      await api.register(accountRoutes);
      await api.register(adminSearchRoutes);
      await api.register(dashboardAdminRoutes);
      await api.register(statsRoutes);
      await api.register(noticeRoutes);
      await api.register(layoutSettingsRoutes);
      await api.register(subscriptionRoutes);
      await api.register(subscriptionAdminRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(passwordResetRoutes, { prefix: '/api' });
  await app.register(signInProviderRoutes, { prefix: '/api' });
  // The back-office pages (/admin…, /user/login) before the site's catch-all page route.
  await app.register(adminApp);
  // Last: the site's catch-all page route must not shadow any API route.
  await app.register(site);

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));

  app.addHook('onClose', async () => {
    await contentEvents.close();
    // The last seconds of page views and downloads, before the database goes.
    await app.services.stats.close().catch((err) => app.log.error({ err }, 'page views or downloads lost'));
    await app.services.search.close().catch((err) => app.log.error({ err }, 'search counts lost'));
    await database.close();
  });
  return app;
}
