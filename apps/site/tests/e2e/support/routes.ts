import type { SiteMessages } from '@coresense/shared/i18n/site';
import type { ExpectedContent } from './content.ts';

export interface RouteCase {
  name: string;
  path: string;
  status: number;
  /** Texts that must be in the page's `<main>` as the server sends it. */
  texts: string[];
}

/** Every route of product-spec §2 with what its main content must contain. */
export function routeCases(content: ExpectedContent, t: SiteMessages): RouteCase[] {
  const either = (value: string | undefined, fallback: string) => [value ?? fallback];
  return [
    { name: 'home', path: '/index', status: 200, texts: either(content.bannerTitle, t['site.name']) },
    {
      name: 'product list',
      path: '/product',
      status: 200,
      texts: [t['product.allCategories'], ...either(content.product?.name, t['product.empty'])],
    },
    ...(content.product
      ? [
          {
            name: 'product detail',
            path: `/product/detail?id=${content.product.id}`,
            status: 200,
            texts: [
              content.product.name,
              content.product.model,
              t['product.specifications'],
              t['product.consult'],
            ],
          },
        ]
      : []),
    {
      name: 'application list',
      path: '/application',
      status: 200,
      texts: either(content.application?.title, t['application.empty']),
    },
    ...(content.application
      ? [
          {
            name: 'application detail',
            path: `/application/detail?id=${content.application.id}`,
            status: 200,
            texts: [content.application.title],
          },
        ]
      : []),
    {
      name: 'news list',
      path: '/company-news',
      status: 200,
      texts: content.news
        ? [t['table.index'], t['table.title'], t['table.createTime'], t['table.detail'], content.news.title]
        : [t['news.empty']],
    },
    ...(content.news
      ? [
          {
            name: 'news detail',
            path: `/company-news/detail?id=${content.news.id}`,
            status: 200,
            texts: [content.news.title, t['common.backToList']],
          },
        ]
      : []),
    {
      name: 'activity',
      path: '/activity',
      status: 200,
      texts: content.activity
        ? [
            t['activity.exhibition'],
            t['activity.address'],
            t['activity.booth'],
            t['activity.date'],
            content.activity.title,
          ]
        : [t['activity.empty']],
    },
    {
      name: 'contact us',
      path: '/contact-us',
      status: 200,
      texts: [
        t['form.name'],
        t['form.email'],
        t['form.phone'],
        t['form.submit'],
        ...(content.companyName ? [content.companyName] : []),
      ],
    },
    {
      name: 'about us',
      path: '/about-us',
      status: 200,
      texts: [
        t['about.introduction'],
        ...(content.historyTitle ? [t['about.development'], content.historyTitle] : []),
      ],
    },
    {
      name: 'investor announcements',
      path: '/investor?type=announcement',
      status: 200,
      texts: [
        t['investor.announcement'],
        t['investor.report'],
        ...either(content.announcement?.title, t['investor.empty']),
      ],
    },
    {
      name: 'investor reports',
      path: '/investor?type=report',
      status: 200,
      texts: either(content.report?.title, t['investor.empty']),
    },
    ...(content.announcement
      ? [
          {
            name: 'investor detail',
            path: `/investor/detail?id=${content.announcement.id}`,
            status: 200,
            texts: [content.announcement.title],
          },
        ]
      : []),
    {
      name: 'recruit list',
      path: '/recruit',
      status: 200,
      texts: content.job
        ? [t['recruit.position'], t['recruit.requirements'], content.job.position]
        : [t['recruit.empty']],
    },
    ...(content.job
      ? [
          {
            name: 'recruit detail',
            path: `/recruit/detail?id=${content.job.id}`,
            status: 200,
            texts: [content.job.position],
          },
        ]
      : []),
    { name: 'error page', path: '/error', status: 200, texts: [t['common.noInfo']] },
    { name: 'unknown path', path: '/no-such-page', status: 404, texts: [t['common.resourceNotFound']] },
    {
      name: 'unknown product',
      path: '/product/detail?id=999999',
      status: 404,
      texts: [t['common.resourceNotFound']],
    },
  ];
}
