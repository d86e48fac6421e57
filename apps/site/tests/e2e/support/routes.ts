import type { SiteMessages } from '@coresense/shared/i18n/site';
import { SITE_PAGES, type SitePageName } from '../../../app/site-routes.ts';
import type { ExpectedContent } from './content.ts';

export interface RouteCase {
  name: string;
  path: string;
  status: number;
  /** Texts that must be in the page's `<main>` as the server sends it. */
  texts: string[];
}

/**
 * Every page of the site's route table (app/site-routes.ts) with what its main content must
 * contain: the demo content's first record of each kind, so an empty page fails.
 */
export function routeCases(content: ExpectedContent, t: SiteMessages): RouteCase[] {
  const { product, application, news, activity, announcement, report, job, document, notice } = content;
  const detail = (name: SitePageName, id: number) => `${SITE_PAGES[name].path}?id=${id}`;
  const cases: Record<SitePageName, Array<Omit<RouteCase, 'status'> & { status?: number }>> = {
    home: [{ name: 'home', path: SITE_PAGES.home.path, texts: [content.bannerTitle] }],
    productList: [
      {
        name: 'product list',
        path: SITE_PAGES.productList.path,
        texts: [t['product.allCategories'], product.name],
      },
    ],
    productDetail: [
      {
        name: 'product detail',
        path: detail('productDetail', product.id),
        texts: [
          product.name,
          product.model,
          t['product.specifications'],
          t['product.consult'],
          t['product.documents'],
        ],
      },
      {
        name: 'unknown product',
        path: detail('productDetail', 999999),
        status: 404,
        texts: [t['common.resourceNotFound']],
      },
    ],
    productCompare: [
      {
        name: 'compare without products',
        path: SITE_PAGES.productCompare.path,
        texts: [t['compare.title'], t['compare.needTwo']],
      },
    ],
    applicationList: [
      { name: 'application list', path: SITE_PAGES.applicationList.path, texts: [application.title] },
    ],
    applicationDetail: [
      {
        name: 'application detail',
        path: detail('applicationDetail', application.id),
        texts: [application.title],
      },
    ],
    documentList: [
      {
        name: 'document centre',
        path: SITE_PAGES.documentList.path,
        texts: [t['documents.number'], t['documents.revision'], document.number, document.title],
      },
      {
        name: 'document centre, change notices',
        path: `${SITE_PAGES.documentList.path}?type=pcn`,
        texts: [notice.number, notice.title],
      },
    ],
    documentDetail: [
      {
        name: 'document detail',
        path: detail('documentDetail', document.id),
        texts: [document.title, document.number, t['documents.history']],
      },
      {
        name: 'unknown document',
        path: detail('documentDetail', 999999),
        status: 404,
        texts: [t['common.resourceNotFound']],
      },
    ],
    crossReference: [
      {
        name: 'cross-reference',
        path: SITE_PAGES.crossReference.path,
        texts: [t['crossReference.label'], t['crossReference.legend'], t['crossReference.match.drop-in']],
      },
      {
        name: 'cross-reference found',
        path: `${SITE_PAGES.crossReference.path}?q=adxl-345`,
        texts: [
          t['crossReference.competitorPart'],
          'ADXL345',
          'CSA-3110',
          t['crossReference.match.pin-compatible'],
        ],
      },
    ],
    newsList: [
      {
        name: 'news list',
        path: SITE_PAGES.newsList.path,
        texts: [t['table.index'], t['table.title'], t['table.createTime'], t['table.detail'], news.title],
      },
    ],
    newsDetail: [
      {
        name: 'news detail',
        path: detail('newsDetail', news.id),
        texts: [news.title, t['common.backToList']],
      },
    ],
    activity: [
      {
        name: 'activity',
        path: SITE_PAGES.activity.path,
        texts: [
          t['activity.exhibition'],
          t['activity.address'],
          t['activity.booth'],
          t['activity.date'],
          activity.title,
        ],
      },
    ],
    whereToBuy: [
      {
        name: 'where to buy',
        path: SITE_PAGES.whereToBuy.path,
        texts: [t['buy.title'], t['buy.region.cn'], content.distributor.name],
      },
    ],
    contactUs: [
      {
        name: 'contact us',
        path: SITE_PAGES.contactUs.path,
        texts: [t['form.name'], t['form.email'], t['form.phone'], t['form.submit'], content.companyName],
      },
    ],
    aboutUs: [
      {
        name: 'about us',
        path: SITE_PAGES.aboutUs.path,
        texts: [t['about.introduction'], t['about.development'], content.historyTitle],
      },
    ],
    investorList: [
      {
        name: 'investor announcements',
        path: `${SITE_PAGES.investorList.path}?type=announcement`,
        texts: [t['investor.announcement'], t['investor.report'], announcement.title],
      },
      {
        name: 'investor reports',
        path: `${SITE_PAGES.investorList.path}?type=report`,
        texts: [report.title],
      },
    ],
    investorDetail: [
      {
        name: 'investor detail',
        path: detail('investorDetail', announcement.id),
        texts: [announcement.title],
      },
    ],
    recruitList: [
      {
        name: 'recruit list',
        path: SITE_PAGES.recruitList.path,
        texts: [t['recruit.position'], t['recruit.requirements'], job.position],
      },
    ],
    recruitDetail: [{ name: 'recruit detail', path: detail('recruitDetail', job.id), texts: [job.position] }],
    sampleRequest: [
      {
        name: 'sample request, empty cart',
        path: SITE_PAGES.sampleRequest.path,
        texts: [t['sample.cart'], t['sample.empty']],
      },
      {
        name: 'sample request sent',
        path: `${SITE_PAGES.sampleRequest.path}?reference=S-123456789`,
        texts: [t['sample.sentTitle'], 'S-123456789'],
      },
    ],
    search: [
      {
        name: 'search',
        path: `${SITE_PAGES.search.path}?q=${encodeURIComponent(product.model)}`,
        texts: [product.name, t['search.tab.all']],
      },
      { name: 'search without text', path: SITE_PAGES.search.path, texts: [t['search.needQuery']] },
    ],
    privacy: [{ name: 'privacy policy', path: SITE_PAGES.privacy.path, texts: [t['privacy.title']] }],
    error: [{ name: 'error page', path: SITE_PAGES.error.path, texts: [t['common.noInfo']] }],
    notFound: [
      { name: 'unknown path', path: '/no-such-page', status: 404, texts: [t['common.resourceNotFound']] },
    ],
  };
  return Object.values(cases).flatMap((list) => list.map((route) => ({ status: 200, ...route })));
}
