import { PUBLISHED_RESOURCES, type PublishedResource, type RemovedBinding } from '@coresense/shared';
import type { Config } from './config.ts';
import { jsonContentAdmins, jsonContentServices } from './content/json-content.ts';
import { PreviewService } from './content/preview/preview.service.ts';
import { PublicChanges } from './content/public-changes.ts';
import { Publications } from './content/publication.ts';
import { ScheduleService } from './content/schedule/schedule.service.ts';
import { TrashService } from './content/trash/trash.service.ts';
import { contentTypes, detailTables, JSON_CONTENTS, type JsonContents, sitePages } from './content-types.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { ContentChanges } from './lib/cache/content-memo.ts';
import type { FileStore } from './lib/file-store.ts';
import { DEFAULT_SITE_TIME_ZONE } from './lib/site-day.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AdminSearchService } from './modules/admin-search/admin-search.service.ts';
import { applicationAdminService } from './modules/applications/applications.admin.service.ts';
import { ApplicationService, applicationRecordOf } from './modules/applications/applications.service.ts';
import { AuditLogService } from './modules/audit-log/audit-log.service.ts';
import { ACCOUNT_CHECK_LIMITS, AccountLockout } from './modules/auth/account-lockout.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CurrentPasswordCheck } from './modules/auth/current-password.ts';
import { BlockService } from './modules/blocks/blocks.service.ts';
import { ContractAdminService } from './modules/contracts/contracts.admin.service.ts';
import { ContractPrintService } from './modules/contracts/contracts.pdf.ts';
import { CrossReferenceService } from './modules/cross-references/cross-references.service.ts';
import { DashboardService } from './modules/dashboard/dashboard.service.ts';
import { DocumentRevisionService } from './modules/documents/document-revisions.service.ts';
import { documentAdminService } from './modules/documents/documents.admin.service.ts';
import { DocumentService, documentRecordOf } from './modules/documents/documents.service.ts';
import { EnquiryAdminService } from './modules/enquiries/enquiries.admin.service.ts';
import { type EnquiryNotices, EnquiryService } from './modules/enquiries/enquiries.service.ts';
import { JobApplicationService } from './modules/enquiries/job-applications.service.ts';
import { SampleRequestService } from './modules/enquiries/sample-requests.service.ts';
import { EnquiryRobotService } from './modules/enquiry-robots/enquiry-robots.service.ts';
import { FileAdminService } from './modules/files/files.admin.service.ts';
import { FileService } from './modules/files/files.service.ts';
import { LayoutSettingsService } from './modules/layout-settings/layout-settings.service.ts';
import { MailOutboxAdminService } from './modules/mail/mail.admin.service.ts';
import { MemberAdminService } from './modules/members/members.admin.service.ts';
import { newsAdminService } from './modules/news/news.admin.service.ts';
import { NewsService, newsDetailOf } from './modules/news/news.service.ts';
import { NoticeService } from './modules/notices/notices.service.ts';
import { PasswordResetService } from './modules/password-reset/password-reset.service.ts';
import { productParameterAdminService } from './modules/product-parameters/product-parameters.admin.service.ts';
import { productCategoryAdminService } from './modules/products/product-categories.admin.service.ts';
import { ProductDataRepository } from './modules/products/product-data.repository.ts';
import { productAdminService } from './modules/products/products.admin.service.ts';
import { ProductService } from './modules/products/products.service.ts';
import { recruitAdminService } from './modules/recruit/recruit.admin.service.ts';
import { RecruitService, recruitRecordOf } from './modules/recruit/recruit.service.ts';
import { SearchService } from './modules/search/search.service.ts';
import { SearchIndex } from './modules/search/search-index.ts';
import { ShareImageService } from './modules/share-images/share-images.service.ts';
import { SignInProviderService } from './modules/sign-in-providers/sign-in-providers.service.ts';
import { RoleAdminService } from './modules/staff/roles.admin.service.ts';
import { type BindingsRemovedListener, StaffAdminService } from './modules/staff/staff.admin.service.ts';
import { StaffService } from './modules/staff/staff.service.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { AlertService } from './modules/subscriptions/alert.service.ts';
import { SubscriptionLinks } from './modules/subscriptions/subscription-links.ts';
import { SubscriptionAdminService } from './modules/subscriptions/subscriptions.admin.service.ts';
import { SubscriptionService } from './modules/subscriptions/subscriptions.service.ts';
import { TwoFactorService } from './modules/two-factor/two-factor.service.ts';

export interface ServiceDependencies {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
  /** Where failures in the background (a page-view flush) are reported; absent: stderr. */
  logError?: (error: unknown, message: string) => void;
  /** The response cache's clears (every content change): with them, derived figures are kept until then. */
  contentChanges?: ContentChanges;
  /** The types whose API their definition derives (`JSON_CONTENTS`); tests give a registry of their own. */
  contents?: JsonContents;
}

/** The service layer, shared by the API routes and the server-rendered pages. */
export function createServices({
  config,
  database,
  fileStore,
  logError,
  contentChanges,
  contents = JSON_CONTENTS,
}: ServiceDependencies) {
  const { db } = database;
  const auditLog = new AuditLogService(db, contentTypes());
  const blocks = new BlockService(db, auditLog);
  const products = new ProductService(db, blocks, contentChanges);
  const news = new NewsService(db);
  const applications = new ApplicationService(db);
  const files = new FileService(db, fileStore);
  const recruit = new RecruitService(db);
  const report = logError ?? ((error: unknown, message: string) => console.error(message, error));
  const notices = new NoticeService(db, (error, what) => report(error, `${what} failed`), {
    siteUrl: config.publicUrl,
  });
  const enquiryRobots = new EnquiryRobotService(db, auditLog, {
    siteUrl: config.publicUrl,
    timeZone: config.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
    hosts: config.robotHosts,
    report,
  });
  /** Who hears of a new enquiry in its transaction: the staff's notices and emails, and the group robots. */
  const enquiryNotices: EnquiryNotices = {
    enquiriesReceived: async (trx, enquiries) => {
      await notices.enquiriesReceived(trx, enquiries);
      await enquiryRobots.enquiriesReceived(trx, enquiries);
    },
  };
  const stats = new StatsService(db, {
    timeZone: config.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
    detailTables: detailTables(),
    onError: (error) => report(error, 'page views or downloads not stored yet; kept for the next try'),
  });
  const filesAdmin = new FileAdminService(db, fileStore, auditLog);
  const lockout = new AccountLockout(db);
  const currentPassword = new CurrentPasswordCheck(db, lockout);
  const twoFactor = new TwoFactorService(db, {
    lockout,
    currentPassword,
    onLocked: (userId, ip) =>
      notices.accountEvent(userId, 'second-factor-locked', {
        failures: ACCOUNT_CHECK_LIMITS['second-factor'].max,
        ip,
      }),
  });
  const bindingsRemoved: BindingsRemovedListener = (userId, removed) =>
    notices.accountEvent(userId, 'bindings-removed', {
      providers: removed.map((binding) => binding.provider).join(','),
    });
  /** A new password, changed or reset: the owner is told, and told of the bindings it removed. */
  const passwordChanged = async ({
    userId,
    removedBindings,
  }: {
    userId: number;
    removedBindings: RemovedBinding[];
  }) => {
    await notices.accountEvent(userId, 'password-changed');
    if (removedBindings.length) await bindingsRemoved(userId, removedBindings);
  };
  const membersAdmin = new MemberAdminService(db, auditLog);
  const contractsAdmin = new ContractAdminService(db, auditLog, notices);
  /** What the search index and the change alerts hear of every change to public content. */
  const publicChanges = new PublicChanges();
  const searchIndex = new SearchIndex();
  publicChanges.listen((trx, change) => searchIndex.update(trx, change));
  const search = new SearchService(db, {
    timeZone: stats.timeZone,
    onError: (error) => report(error, 'search counts not stored yet; kept for the next try'),
  });
  const productsAdmin = productAdminService(db, auditLog, publicChanges);
  const productCategoriesAdmin = productCategoryAdminService(db, auditLog, publicChanges);
  const applicationsAdmin = applicationAdminService(db, auditLog, publicChanges);
  const newsAdmin = newsAdminService(db, auditLog, publicChanges);
  const recruitAdmin = recruitAdminService(db, auditLog, publicChanges);
  const documentsAdmin = documentAdminService(db, auditLog, publicChanges);
  /** The types whose whole API derives from their definition: `investor`, `investorAdmin`… */
  const kit = jsonContentServices(contents, db, auditLog, publicChanges);
  const kitAdmins = jsonContentAdmins(contents, kit);
  /** Change alerts (contract §9): mailed in the transaction of the publication they tell of. */
  const subscriptionLinks = new SubscriptionLinks(db, config.publicUrl);
  const alerts = new AlertService(subscriptionLinks);
  alerts.listen(publicChanges);
  /** Contract §10: every registered content type's admin service (a type without one fails to compile). */
  const adminOf = {
    products: productsAdmin,
    'product-categories': productCategoriesAdmin,
    applications: applicationsAdmin,
    news: newsAdmin,
    recruit: recruitAdmin,
    documents: documentsAdmin,
    ...kitAdmins,
  } satisfies Record<PublishedResource, unknown>;
  /** Everything published per language, in the order of its resources. */
  const published = PUBLISHED_RESOURCES.map((resource) => adminOf[resource]);
  const publications = new Publications([...published, blocks]);
  return {
    auditLog,
    publicChanges,
    searchIndex,
    search,
    blocks,
    auth: new AuthService(db, { notices, twoFactor, lockout }),
    staff: new StaffService(db),
    twoFactor,
    signInProviders: new SignInProviderService(db, config.oidc),
    layoutSettings: new LayoutSettingsService(db),
    products,
    notices,
    enquiries: new EnquiryService(db, products, enquiryNotices),
    /** Sample requests (contract §13): kind `sample` of the inbox, with their parts. */
    sampleRequests: new SampleRequestService(db, enquiryNotices),
    enquiryRobots,
    subscriptions: new SubscriptionService(db, products, subscriptionLinks),
    subscriptionsAdmin: new SubscriptionAdminService(db, auditLog),
    alerts,
    applications,
    news,
    recruit,
    jobApplications: new JobApplicationService(db, recruit, fileStore, enquiryNotices),
    files,
    shareImages: new ShareImageService({ products, news, applications, files }),
    productsAdmin,
    productCategoriesAdmin,
    /** Cross-reference (contract §13): the public lookup, the back-office and the CSV import. */
    crossReferences: new CrossReferenceService(db, auditLog, publicChanges),
    productParametersAdmin: productParameterAdminService(db, auditLog, async (handle, parameterId) => {
      const data = new ProductDataRepository(handle);
      await data.refreshFacts(await data.productsWithParameter(parameterId));
    }),
    applicationsAdmin,
    newsAdmin,
    recruitAdmin,
    documents: new DocumentService(db),
    documentsAdmin,
    /** Adds revisions, each announced on `publicChanges` (the search index, the change alerts). */
    documentRevisions: new DocumentRevisionService(db, auditLog, documentsAdmin, publicChanges),
    ...kit,
    /** The bilingual resources' admin services, published per language (contract §10). */
    publishedContent: published,
    publications,
    trash: new TrashService(db, published),
    preview: new PreviewService(db, auditLog, {
      pages: sitePages(),
      products: {
        current: (id) => productsAdmin.get(id),
        toPublic: (record, lang) => products.recordOf(record, lang),
      },
      'product-categories': { current: (id) => productCategoriesAdmin.get(id) },
      applications: { current: (id) => applicationsAdmin.get(id), toPublic: applicationRecordOf },
      news: { current: (id) => newsAdmin.get(id), toPublic: newsDetailOf },
      recruit: { current: (id) => recruitAdmin.get(id), toPublic: recruitRecordOf },
      documents: { current: (id) => documentsAdmin.get(id), toPublic: documentRecordOf },
      kit: { registry: contents, admins: kitAdmins },
      blocks: { current: (type) => blocks.record(type) },
    }),
    staffAdmin: new StaffAdminService(db, auditLog, bindingsRemoved),
    rolesAdmin: new RoleAdminService(db, auditLog),
    enquiriesAdmin: new EnquiryAdminService(db, auditLog, fileStore, notices, stats.timeZone),
    filesAdmin,
    mailOutboxAdmin: new MailOutboxAdminService(db, auditLog, { smtpConfigured: Boolean(config.smtpUrl) }),
    account: new AccountService({
      db,
      audit: auditLog,
      files: filesAdmin,
      mfaStatus: (userId) => twoFactor.mfaStatus(userId),
      currentPassword,
      onPasswordChanged: passwordChanged,
    }),
    passwordReset: new PasswordResetService(db, {
      audit: auditLog,
      onPasswordReset: passwordChanged,
    }),
    membersAdmin,
    contractsAdmin,
    contractPrint: new ContractPrintService(db, contractsAdmin, membersAdmin, blocks),
    stats,
    dashboard: new DashboardService(db, {
      stats,
      search,
      auditLog,
      databaseKind: database.kind,
      contentTypes: contentTypes(),
    }),
    adminSearch: new AdminSearchService(db, contentTypes()),
    schedule: new ScheduleService(db, auditLog, publications),
  };
}

export type Services = ReturnType<typeof createServices>;
