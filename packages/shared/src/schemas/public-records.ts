import { z } from 'zod';
import {
  applicationContent,
  commentI18n,
  INVESTOR_TYPES,
  investorI18n,
  productContent,
  recruitI18n,
} from './content.ts';

/*
 * The published records of the public API (contract §2), each written once: the parsed record
 * that the services hand the site and the route handlers, and its answer, in which the
 * language-dependent content travels as a JSON string (`jsonStr`, or recruit's `detail`) that
 * only the route handlers write.
 */

/** A string holding `content` as JSON; its description names the fields, from the schema itself. */
export function jsonString(content: z.ZodObject) {
  const fields = Object.entries(content.shape).map(([name, field]) =>
    field.description ? `${name}: ${field.description}` : name,
  );
  return z.string().describe(`JSON of {${fields.join(', ')}}`);
}

/** The public record of a type answered with `jsonStr`: its id, its times and its text. */
export function jsonContentRecord<Content extends z.ZodObject>(content: Content) {
  return z.object({ id: z.number(), createTime: z.string(), updateTime: z.string(), content });
}

/** That record as the API answers it, with the type's own public fields: the text as `jsonStr`. */
export function jsonContentAnswer(content: z.ZodObject, fields: z.ZodRawShape = {}) {
  return z.object({
    id: z.number(),
    ...fields,
    createTime: z.string(),
    updateTime: z.string(),
    jsonStr: jsonString(content),
  });
}

export const productRecord = z.object({
  id: z.number(),
  classifyId: z.number(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  content: productContent,
});
export type ProductRecord = z.output<typeof productRecord>;
export const productAnswer = productRecord
  .omit({ content: true })
  .extend({ jsonStr: jsonString(productContent) });

export const applicationRecord = z.object({
  id: z.number(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  content: applicationContent,
});
export type ApplicationRecord = z.output<typeof applicationRecord>;
export const applicationAnswer = applicationRecord
  .omit({ content: true })
  .extend({ jsonStr: jsonString(applicationContent) });

export const investorContent = investorI18n;
export type InvestorContent = z.output<typeof investorContent>;
export const investorRecord = z.object({
  id: z.number(),
  type: z.enum(INVESTOR_TYPES),
  enabled: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
  content: investorContent,
});
export type InvestorRecord = z.output<typeof investorRecord>;
export const investorAnswer = investorRecord
  .omit({ content: true })
  .extend({ jsonStr: jsonString(investorContent) });

/** A job's long texts and its files. */
export const recruitDetail = z.object({
  detail: recruitI18n.shape.detail.describe('requirements html'),
  desc: recruitI18n.shape.desc.describe('duties html'),
  fileList: recruitI18n.shape.fileList,
});
export type RecruitDetail = z.output<typeof recruitDetail>;
export const recruitRecord = z.object({
  id: z.number(),
  position: z.string(),
  department: z.string(),
  location: z.string(),
  headcount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  detail: recruitDetail,
});
export type RecruitRecord = z.output<typeof recruitRecord>;
export const recruitAnswer = recruitRecord.extend({ detail: jsonString(recruitDetail) });

export const commentContent = commentI18n;
export type CommentContent = z.output<typeof commentContent>;
export const commentRecord = jsonContentRecord(commentContent);
export type CommentRecord = z.output<typeof commentRecord>;
export const commentAnswer = jsonContentAnswer(commentContent);
