import { z } from 'zod';
import { type Lang, parseLang } from '../../lang.ts';

/* Preview links of the bilingual records and page blocks (contract §10). */

export const previewRequest = z.object({
  lang: z
    .string()
    .transform((value, context): Lang => {
      const lang = parseLang(value);
      if (!lang) context.addIssue({ code: 'custom', message: 'invalidValue' });
      return lang ?? 'zh_CN';
    })
    .describe('The language previewed: zh_CN or en_US (zh-CN and en-US accepted)'),
});

export const previewLink = z.object({
  url: z
    .string()
    .describe(
      'An absolute link to the record on its public page, showing its latest version; valid for one hour, needs no session',
    ),
});
export type PreviewLink = z.infer<typeof previewLink>;
