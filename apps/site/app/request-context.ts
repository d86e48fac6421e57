import type {
  ApplicationRecord,
  BlockData,
  BlockType,
  CommentRecord,
  CompareAnswer,
  CrossReferenceAnswer,
  DocumentRecord,
  DocumentType,
  FileRef,
  InvestorRecord,
  InvestorType,
  JobApplicationSubmission,
  Lang,
  NewsDetail,
  NewsItem,
  NewsType,
  Paged,
  ParameterFacet,
  ProductDataFilter,
  ProductEnquirySubmission,
  ProductRecord,
  ProductStatus,
  RecruitRecord,
  SampleRequestSubmission,
  SiteSearchPage,
  SiteSearchQuery,
  SiteSuggestion,
} from '@coresense/shared';
import type { DistributorRecord, DistributorRegion } from '@coresense/shared/schemas/distributors';

/*
 * What the Fastify server hands the site for each page request. The site reads content through
 * the server's service layer in-process; this is the part of that layer the pages use, so the
 * server's typecheck proves `app.services` fits it.
 */

export interface SiteRequestContext {
  services: SiteServices;
  lang: Lang;
  /** The page's `lang` query named its language; else it was negotiated (cookie, Accept-Language). */
  langAsked: boolean;
  /** Origin of absolute links (canonical, hreflang): PUBLIC_URL if set, else the request's own. */
  origin: string;
  /** The site's calendar day (SITE_TIME_ZONE), `YYYY-MM-DD`: which exhibitions are still to come. */
  today: string;
  /** The site's IANA time zone (SITE_TIME_ZONE): a time the page shows is on its clock, and named where it matters. */
  timeZone: string;
  /** The request carries `DNT: 1` or `Sec-GPC: 1`: nothing it does is counted (a search, as for page views). */
  optedOut: boolean;
  /** Logs a failure of a loader or of rendering with the request it belongs to. */
  reportError(error: unknown): void;
  /** Who sent the request, as a form the page takes stores it (the inbox shows it to staff). */
  client: { ip: string; userAgent: string };
  /**
   * The post is over the public forms' limit (contract §3): the page's action stores nothing
   * and shows the form again with the reason, with status 429.
   */
  rateLimited: boolean;
  /**
   * The post's file passed the upload limit of its form (the job application's CV): its bytes
   * were dropped, and the page's action refuses it as the API's 413 would.
   */
  uploadTooLarge: boolean;
  /**
   * Set when the page is opened through a valid preview link (contract §10): `services` then
   * answer the record's latest version, and the page shows a preview bar and is not indexed.
   */
  preview?: PreviewNotice;
}

/** What a preview page's bar says. */
export interface PreviewNotice {
  lang: Lang;
  /** When the version shown was saved (ISO). */
  savedAt: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
}

export interface CategoryOption {
  label: string;
  value: number;
  count: number;
}

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A record as the sitemap lists it: its detail page and its last change (ISO). */
export interface SitemapRecord {
  id: number;
  updateTime: string;
}

/** A published product's part, as the sample cart shows it (contract §13). */
export interface SamplePartInfo {
  partNumber: string;
  productId: number;
  productName: string;
  model: string;
  status: ProductStatus;
  /** Samples are sent of a part that is not obsolete. */
  orderable: boolean;
}

/** Who sent a form, and in which language (the inbox shows it to staff). */
interface SubmissionMeta {
  lang: Lang;
  ip: string;
  userAgent: string;
}

export interface SiteServices {
  blocks: {
    data<T extends BlockType>(type: T, lang: Lang): Promise<Partial<BlockData<T>>>;
  };
  products: {
    /**
     * `filters` are the `p.<key>` values as the address has them (contract §8); an unknown key,
     * an unreadable value or status, or a sort by an unknown key throws an error with code
     * VALIDATION_ERROR and `fieldProblems` [{field: 'p.<key>' | 'status' | 'sort', key}].
     */
    list(
      lang: Lang,
      filter: Paging & ProductDataFilter & { classifyId?: number },
    ): Promise<Paged<ProductRecord>>;
    detail(lang: Lang, id: number): Promise<ProductRecord | undefined>;
    parameters(lang: Lang, classifyId?: number): Promise<ParameterFacet[]>;
    /** The keys of the parameters most of the products counted in `categories` share. */
    sharedParameterKeys(lang: Lang, categories: readonly CategoryOption[]): Promise<string[]>;
    /** Throws VALIDATION_ERROR for 2–4 ids broken, NOT_FOUND for an unknown or unpublished one. */
    compare(lang: Lang, ids: number[]): Promise<CompareAnswer>;
    /** Counts of the products matching the filters (all of them when none), by category. */
    categoryOptions(lang: Lang, filter?: ProductDataFilter): Promise<CategoryOption[]>;
    /** Every published product, as little of each as the sitemap names. */
    sitemap(lang: Lang): Promise<Array<SitemapRecord & { classifyId: number; files: FileRef[] }>>;
  };
  applications: {
    list(lang: Lang, paging: Paging): Promise<Paged<ApplicationRecord>>;
    detail(lang: Lang, id: number): Promise<ApplicationRecord | undefined>;
  };
  news: {
    list(lang: Lang, filter: Paging & { type: NewsType }): Promise<Paged<NewsItem>>;
    detail(lang: Lang, id: number): Promise<NewsDetail | undefined>;
    /** Every published item of the type, as little of each as the sitemap names. */
    sitemap(lang: Lang, type: NewsType): Promise<SitemapRecord[]>;
  };
  investor: {
    list(lang: Lang, filter: Paging & { type?: InvestorType }): Promise<Paged<InvestorRecord>>;
    detail(lang: Lang, id: number): Promise<InvestorRecord | undefined>;
  };
  recruit: {
    list(lang: Lang, filter: Paging): Promise<Paged<RecruitRecord>>;
    detail(lang: Lang, id: number): Promise<RecruitRecord | undefined>;
  };
  comments: {
    list(lang: Lang, paging: Paging): Promise<Paged<CommentRecord>>;
  };
  /** Where to buy (contract §13): the enabled distributors, in their order. */
  distributors: {
    list(lang: Lang, filter: Paging & { region?: DistributorRegion }): Promise<Paged<DistributorRecord>>;
  };
  /** The site search of contract §9, as `/api/v1/search` and `/search/suggest` answer it. */
  search: {
    /** A first page is counted for the dashboard unless `counted` is false (DNT or Sec-GPC). */
    search(lang: Lang, query: SiteSearchQuery, counted: boolean): Promise<SiteSearchPage>;
    suggest(lang: Lang, q: string): Promise<SiteSuggestion[]>;
  };
  /** The contact form and a product's enquiry (contract §3), stored as the API stores them. */
  enquiries: {
    /** Throws VALIDATION_ERROR with `fieldProblems` for a product that is not published. */
    submit(
      kind: 'contact' | 'product',
      input: ProductEnquirySubmission,
      meta: SubmissionMeta,
    ): Promise<{ id: number }>;
  };
  /** A job application with its CV, as `POST /api/v1/recruit/apply` stores it. */
  jobApplications: {
    /** Throws VALIDATION_ERROR with `fieldProblems` for a closed position or a CV of another type. */
    apply(
      input: JobApplicationSubmission,
      cv: { name: string; data: Buffer },
      meta: SubmissionMeta,
    ): Promise<{ id: number }>;
  };
  /** Sample requests (contract §13): the cart's parts, and the request itself. */
  sampleRequests: {
    /** The published parts among `partNumbers` (any case), in the order asked; unknown ones left out. */
    parts(lang: Lang, partNumbers: readonly string[]): Promise<SamplePartInfo[]>;
    /** Throws VALIDATION_ERROR with `fieldProblems` for a refused part. */
    request(input: SampleRequestSubmission, meta: SubmissionMeta): Promise<{ reference: string }>;
  };
  /** Cross-reference (contract §13): our products that replace a competitor's part number. */
  crossReferences: {
    lookup(lang: Lang, q: string): Promise<CrossReferenceAnswer>;
  };
  documents: {
    list(
      lang: Lang,
      filter: Paging & { type?: DocumentType; productId?: number; keyword?: string },
    ): Promise<Paged<DocumentRecord>>;
    detail(lang: Lang, id: number): Promise<DocumentRecord | undefined>;
    /** Every document published in the language about the product, newest first. */
    ofProduct(lang: Lang, productId: number): Promise<DocumentRecord[]>;
    /** The published products that published documents name: the document centre's product filter. */
    productOptions(lang: Lang): Promise<Array<{ value: number; label: string }>>;
  };
}
