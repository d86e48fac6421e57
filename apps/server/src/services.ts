import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { FileStore } from './lib/file-store.ts';
import { BlockService } from './modules/blocks/blocks.service.ts';
import { ProductService } from './modules/products/products.service.ts';

export interface ServiceDependencies {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
}

/** The service layer, shared by the API routes and the server-rendered pages. */
export function createServices({ database }: ServiceDependencies) {
  const { db } = database;
  const blocks = new BlockService(db);
  return {
    blocks,
    products: new ProductService(db, blocks),
  };
}

export type Services = ReturnType<typeof createServices>;
