import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { FileStore } from './lib/file-store.ts';
import { ApplicationService } from './modules/applications/applications.service.ts';
import { AuditLogService } from './modules/audit-log/audit-log.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { BlockService } from './modules/blocks/blocks.service.ts';
import { CommentService } from './modules/comments/comments.service.ts';
import { EnquiryService } from './modules/enquiries/enquiries.service.ts';
import { FileService } from './modules/files/files.service.ts';
import { InvestorService } from './modules/investor/investor.service.ts';
import { NewsService } from './modules/news/news.service.ts';
import { ProductService } from './modules/products/products.service.ts';
import { RecruitService } from './modules/recruit/recruit.service.ts';
import { StaffService } from './modules/staff/staff.service.ts';

export interface ServiceDependencies {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
}

/** The service layer, shared by the API routes and the server-rendered pages. */
export function createServices({ database, fileStore }: ServiceDependencies) {
  const { db } = database;
  const blocks = new BlockService(db);
  const products = new ProductService(db, blocks);
  return {
    auditLog: new AuditLogService(db),
    blocks,
    auth: new AuthService(db),
    staff: new StaffService(db),
    products,
    enquiries: new EnquiryService(db, products),
    applications: new ApplicationService(db),
    news: new NewsService(db),
    investor: new InvestorService(db),
    recruit: new RecruitService(db),
    comments: new CommentService(db),
    files: new FileService(db, fileStore),
  };
}

export type Services = ReturnType<typeof createServices>;
