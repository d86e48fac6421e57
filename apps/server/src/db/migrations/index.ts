import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './2026-11-22T00-initial.ts';
import * as backOffice from './2026-11-22T01-back-office.ts';
import * as fileVariants from './2026-11-22T02-file-variants.ts';
import * as textLiterals from './2026-11-22T03-text-literals.ts';
import * as newsListColumns from './2026-11-22T04-news-list-columns.ts';
import * as homeAdvantages from './2026-11-24T00-home-advantages.ts';
import * as loginFailuresPerAddress from './2026-11-24T01-login-failures-per-address.ts';
import * as jobApplications from './2026-11-24T02-job-applications.ts';
import * as auditLogTitle from './2026-11-24T11-audit-log-title.ts';
import * as accountProfiles from './2026-11-25T1a-account-profiles.ts';
import * as twoFactorAndBindings from './2026-11-25T1b-two-factor-and-bindings.ts';
import * as notices from './2026-11-25T1c-notices.ts';
import * as pageViews from './2026-11-25T1d-page-views.ts';
import * as layoutSettings from './2026-11-25T1e-layout-settings.ts';
import * as auditLogByRecord from './2026-11-25T1f-audit-log-by-record.ts';
import * as dropTextLiterals from './2026-11-25T00-drop-text-literals.ts';
import * as productData from './2026-11-27T00-product-data.ts';
import * as contentVersions from './2026-11-27T01-content-versions.ts';
import * as contentPublications from './2026-11-27T02-content-publications.ts';
import * as scheduledActions from './2026-11-27T03-scheduled-actions.ts';
import * as serverSecrets from './2026-11-27T04-server-secrets.ts';
import * as productListOrder from './2026-11-27T05-product-list-order.ts';
import * as productSearchText from './2026-11-28T2a-product-search-text.ts';
import * as packageMillimetres from './2026-11-28T2b-package-millimetres.ts';
import * as enquiryMail from './2026-11-28T3a-enquiry-mail.ts';
import * as mailHtmlAndHeaders from './2026-11-28T3b-mail-html-and-headers.ts';
import * as enquiryRobots from './2026-11-28T4a-enquiry-robots.ts';
import * as siteSearch from './2026-11-28T4s-site-search.ts';
import * as changeAlerts from './2026-11-28T5a-change-alerts.ts';
import * as documents from './2026-11-28T6a-documents.ts';
import * as accountCheckFailures from './2026-11-28T00-account-check-failures.ts';
import * as contentTrash from './2026-11-28T01-content-trash.ts';
import * as builtinRoleDescription from './2026-11-28T10-builtin-role-description.ts';
import * as contractTerms from './2026-11-28T11-contract-terms.ts';
import * as passwordResetAndMail from './2026-11-28T12-password-reset-and-mail.ts';
import * as searchFtsQueue from './2026-11-29T1s-search-fts-queue.ts';
import * as lifecycleDates from './2026-11-29T2l-lifecycle-dates.ts';
import * as distributors from './2026-11-29T2m-distributors.ts';
import * as enquiryListIndexes from './2026-11-29T2s-enquiry-list-indexes.ts';
import * as crossReferences from './2026-11-29T2x-cross-references.ts';
import * as sampleRequests from './2026-11-29T3s-sample-requests.ts';
import * as searchFtsOneQueue from './2026-11-29T4s-search-fts-one-queue.ts';

/** Every migration, in order; names are date-prefixed and never change once released. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
  '2026-11-22T01-back-office': backOffice,
  '2026-11-22T02-file-variants': fileVariants,
  '2026-11-22T03-text-literals': textLiterals,
  '2026-11-22T04-news-list-columns': newsListColumns,
  '2026-11-24T00-home-advantages': homeAdvantages,
  '2026-11-24T01-login-failures-per-address': loginFailuresPerAddress,
  '2026-11-24T02-job-applications': jobApplications,
  '2026-11-24T11-audit-log-title': auditLogTitle,
  '2026-11-25T00-drop-text-literals': dropTextLiterals,
  '2026-11-25T1b-two-factor-and-bindings': twoFactorAndBindings,
  '2026-11-25T1a-account-profiles': accountProfiles,
  '2026-11-25T1c-notices': notices,
  '2026-11-25T1d-page-views': pageViews,
  '2026-11-25T1e-layout-settings': layoutSettings,
  '2026-11-25T1f-audit-log-by-record': auditLogByRecord,
  '2026-11-27T00-product-data': productData,
  '2026-11-27T01-content-versions': contentVersions,
  '2026-11-27T02-content-publications': contentPublications,
  '2026-11-27T03-scheduled-actions': scheduledActions,
  '2026-11-27T04-server-secrets': serverSecrets,
  '2026-11-27T05-product-list-order': productListOrder,
  '2026-11-28T00-account-check-failures': accountCheckFailures,
  '2026-11-28T01-content-trash': contentTrash,
  '2026-11-28T10-builtin-role-description': builtinRoleDescription,
  '2026-11-28T11-contract-terms': contractTerms,
  '2026-11-28T12-password-reset-and-mail': passwordResetAndMail,
  '2026-11-28T2a-product-search-text': productSearchText,
  '2026-11-28T2b-package-millimetres': packageMillimetres,
  '2026-11-28T3a-enquiry-mail': enquiryMail,
  '2026-11-28T3b-mail-html-and-headers': mailHtmlAndHeaders,
  '2026-11-28T4a-enquiry-robots': enquiryRobots,
  '2026-11-28T4s-site-search': siteSearch,
  '2026-11-28T5a-change-alerts': changeAlerts,
  '2026-11-28T6a-documents': documents,
  '2026-11-29T1s-search-fts-queue': searchFtsQueue,
  '2026-11-29T2l-lifecycle-dates': lifecycleDates,
  '2026-11-29T2m-distributors': distributors,
  '2026-11-29T2s-enquiry-list-indexes': enquiryListIndexes,
  '2026-11-29T2x-cross-references': crossReferences,
  '2026-11-29T3s-sample-requests': sampleRequests,
  '2026-11-29T4s-search-fts-one-queue': searchFtsOneQueue,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
