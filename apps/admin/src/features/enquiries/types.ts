import type { AdminEnquiry, AdminEnquiryUpdate } from '@coresense/shared';

export type Enquiry = AdminEnquiry;
export type EnquiryUpdate = AdminEnquiryUpdate;
