import './zod-config.ts';

export * from './authorities.ts';
export * from './errors.ts';
export * from './lang.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/content.ts';
export * from './schemas/enquiry.ts';
export * from './validation.ts';
