import type { Generated } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface EnquiryTable {
  id: IdColumn;
  kind: string;
  product_id: number | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  job: string;
  product: string;
  mind: string;
  /** Sample requests: where the samples go and what they are for (empty for other kinds). */
  country: Generated<string>;
  application: Generated<string>;
  /** Job applications: the position and the CV in the file store (kept out of `files`). */
  job_id: number | null;
  cv_key: string | null;
  cv_name: string | null;
  cv_mime: string | null;
  cv_size: number | null;
  lang: string;
  ip: string;
  user_agent: string;
  status: Generated<string>;
  note: Generated<string>;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

/** One part of a sample request (kind `sample`), in the order asked. */
export interface EnquirySamplePartTable {
  enquiry_id: number;
  position: number;
  part_number: string;
  /** The product the part belonged to when asked; null once that product is deleted. */
  product_id: number | null;
  quantity: number;
}
