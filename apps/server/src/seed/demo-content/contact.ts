import type { ContactBlock, Lang } from '@coresense/shared';
import { COMPANY } from './company.ts';
import { inLang } from './text.ts';

export function contactBlock(lang: Lang): ContactBlock {
  const { headquarters } = COMPANY;
  return {
    companyName: inLang(COMPANY.legalName, lang),
    address: inLang(headquarters.address, lang),
    phone: headquarters.phone,
    email: headquarters.email,
    fax: headquarters.fax,
    postcode: headquarters.postcode,
    hrEmail: 'hr@coresense-semi.com',
    hrPhone: '+86 510 8528 6690',
    workingHours: inLang(
      {
        zh: '周一至周五 8:30 – 17:30（法定节假日除外）',
        en: 'Monday to Friday, 8:30 am to 5:30 pm China time (UTC+8)',
      },
      lang,
    ),
    offices: [...COMPANY.subsidiaries, ...COMPANY.offices].map((office) => ({
      name: inLang(office.name, lang),
      address: inLang(office.address, lang),
      phone: office.phone,
    })),
  };
}
