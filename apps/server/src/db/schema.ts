import type { StaffProfileTable } from '../modules/account/account.table.ts';
import type {
  ApplicationI18nTable,
  ApplicationProductTable,
  ApplicationTable,
} from '../modules/applications/applications.table.ts';
import type { AuditLogTable } from '../modules/audit-log/audit-log.table.ts';
import type {
  AccountCheckFailureTable,
  LoginFailureTable,
  SessionTable,
} from '../modules/auth/auth.table.ts';
import type { PageBlockTable } from '../modules/blocks/blocks.table.ts';
import type { CommentI18nTable, CommentTable } from '../modules/comments/comments.table.ts';
import type { ContractGoodsTable, ContractTable } from '../modules/contracts/contracts.table.ts';
import type { CrossReferenceTable } from '../modules/cross-references/cross-references.table.ts';
import type { DistributorI18nTable, DistributorTable } from '../modules/distributors/distributors.table.ts';
import type {
  DocumentI18nTable,
  DocumentProductTable,
  DocumentRevisionTable,
  DocumentTable,
} from '../modules/documents/documents.table.ts';
import type { EnquirySamplePartTable, EnquiryTable } from '../modules/enquiries/enquiries.table.ts';
import type {
  EnquiryRobotTable,
  WebhookOutboxTable,
} from '../modules/enquiry-robots/enquiry-robots.table.ts';
import type { FileRefTable, FileTable } from '../modules/files/files.table.ts';
import type { InvestorI18nTable, InvestorItemTable } from '../modules/investor/investor.table.ts';
import type { LayoutSettingsTable } from '../modules/layout-settings/layout-settings.table.ts';
import type { MailOutboxTable } from '../modules/mail/mail.table.ts';
import type { MemberTable } from '../modules/members/members.table.ts';
import type { NewsI18nTable, NewsTable } from '../modules/news/news.table.ts';
import type {
  NoticeTable,
  NotificationSettingsTable,
  SignInAddressTable,
} from '../modules/notices/notices.table.ts';
import type { PasswordResetTokenTable } from '../modules/password-reset/password-reset.table.ts';
import type {
  ProductCategoryParameterTable,
  ProductParameterI18nTable,
  ProductParameterTable,
} from '../modules/product-parameters/product-parameters.table.ts';
import type {
  ProductCategoryI18nTable,
  ProductCategoryTable,
  ProductI18nTable,
  ProductParameterValueTable,
  ProductPartTable,
  ProductReplacementTable,
  ProductTable,
} from '../modules/products/products.table.ts';
import type { RecruitI18nTable, RecruitTable } from '../modules/recruit/recruit.table.ts';
import type {
  SearchCountTable,
  SearchIndexStateTable,
  SearchIndexTable,
} from '../modules/search/search.table.ts';
import type {
  OidcTransactionTable,
  StaffIdentityTable,
} from '../modules/sign-in-providers/sign-in-providers.table.ts';
import type {
  RoleAuthorityTable,
  RoleTable,
  StaffUserRoleTable,
  StaffUserTable,
} from '../modules/staff/staff.table.ts';
import type { DownloadCountTable, PageViewTable } from '../modules/stats/stats.table.ts';
import type {
  AlertEventTable,
  SubscriptionProductTable,
  SubscriptionTable,
  SubscriptionTopicTable,
} from '../modules/subscriptions/subscriptions.table.ts';
import type { StaffMfaRecoveryCodeTable, StaffMfaTable } from '../modules/two-factor/two-factor.table.ts';
import type { ContentTrashTable } from './content-trash.table.ts';
import type { ContentPublicationTable, ContentVersionTable } from './content-versions.table.ts';
import type { ScheduledActionTable } from './scheduled-actions.table.ts';
import type { ServerSecretTable } from './server-secrets.table.ts';

/** Every table, as the modules that own them describe it. */
export interface Database {
  product_categories: ProductCategoryTable;
  product_category_i18n: ProductCategoryI18nTable;
  products: ProductTable;
  product_i18n: ProductI18nTable;
  product_parameters: ProductParameterTable;
  product_parameter_i18n: ProductParameterI18nTable;
  product_category_parameters: ProductCategoryParameterTable;
  product_parameter_values: ProductParameterValueTable;
  product_replacements: ProductReplacementTable;
  product_parts: ProductPartTable;
  cross_references: CrossReferenceTable;
  applications: ApplicationTable;
  application_i18n: ApplicationI18nTable;
  application_products: ApplicationProductTable;
  news: NewsTable;
  news_i18n: NewsI18nTable;
  investor_items: InvestorItemTable;
  investor_i18n: InvestorI18nTable;
  recruits: RecruitTable;
  recruit_i18n: RecruitI18nTable;
  comments: CommentTable;
  comment_i18n: CommentI18nTable;
  documents: DocumentTable;
  document_i18n: DocumentI18nTable;
  document_products: DocumentProductTable;
  document_revisions: DocumentRevisionTable;
  distributors: DistributorTable;
  distributor_i18n: DistributorI18nTable;
  page_blocks: PageBlockTable;
  files: FileTable;
  file_refs: FileRefTable;
  enquiries: EnquiryTable;
  enquiry_sample_parts: EnquirySamplePartTable;
  staff_users: StaffUserTable;
  staff_profiles: StaffProfileTable;
  roles: RoleTable;
  role_authorities: RoleAuthorityTable;
  staff_user_roles: StaffUserRoleTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  account_check_failures: AccountCheckFailureTable;
  mail_outbox: MailOutboxTable;
  enquiry_robots: EnquiryRobotTable;
  webhook_outbox: WebhookOutboxTable;
  password_reset_tokens: PasswordResetTokenTable;
  staff_mfa: StaffMfaTable;
  staff_mfa_recovery_codes: StaffMfaRecoveryCodeTable;
  staff_identities: StaffIdentityTable;
  oidc_transactions: OidcTransactionTable;
  audit_log: AuditLogTable;
  content_versions: ContentVersionTable;
  content_publications: ContentPublicationTable;
  scheduled_actions: ScheduledActionTable;
  content_trash: ContentTrashTable;
  server_secrets: ServerSecretTable;
  members: MemberTable;
  contracts: ContractTable;
  contract_goods: ContractGoodsTable;
  notices: NoticeTable;
  notification_settings: NotificationSettingsTable;
  sign_in_addresses: SignInAddressTable;
  page_views: PageViewTable;
  search_index: SearchIndexTable;
  search_index_state: SearchIndexStateTable;
  search_counts: SearchCountTable;
  download_counts: DownloadCountTable;
  layout_settings: LayoutSettingsTable;
  subscriptions: SubscriptionTable;
  subscription_topics: SubscriptionTopicTable;
  subscription_products: SubscriptionProductTable;
  alert_events: AlertEventTable;
}
