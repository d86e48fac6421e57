/** Views of one site page in one language on one calendar day (SITE_TIME_ZONE). */
export interface PageViewTable {
  day: string;
  path: string;
  lang: string;
  views: number;
}

/** Downloads of one file on one calendar day. */
export interface DownloadCountTable {
  day: string;
  file_id: number;
  downloads: number;
}
