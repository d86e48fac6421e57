import type { ComponentType } from 'react';
import type { AccessFlag } from '../access.ts';
import type { MessageKey } from '../locales/index.ts';

export type MenuIcon = 'dashboard' | 'content' | 'pages' | 'enquiries' | 'business' | 'system';

type PageModule = { default: ComponentType };

/**
 * One entry of the back-office (ant-design-pro `config/routes.ts`): `name` is the menu's i18n
 * key (no name: not in the menu), `access` the flag of src/access.ts the user needs.
 */
export interface AppRoute {
  path: string;
  name?: MessageKey;
  icon?: MenuIcon;
  access?: AccessFlag;
  hideInMenu?: boolean;
  page?: () => Promise<PageModule>;
  routes?: AppRoute[];
}

export const ADMIN_BASE = '/admin';

export const routes: AppRoute[] = [
  {
    // Ant Design Pro's Dashboard: the group's own address opens its first page.
    path: '/admin/dashboard',
    name: 'menu.dashboard',
    icon: 'dashboard',
    access: 'dashboard:read',
    page: () => import('../features/dashboard/routes/dashboard-index.tsx'),
    routes: [
      {
        path: '/admin/dashboard/analysis',
        name: 'menu.dashboard.analysis',
        access: 'dashboard:read',
        page: () => import('../features/dashboard/routes/analysis-page.tsx'),
      },
      {
        path: '/admin/dashboard/monitor',
        name: 'menu.dashboard.monitor',
        access: 'dashboard:read',
        page: () => import('../features/dashboard/routes/monitor-page.tsx'),
      },
      {
        path: '/admin/dashboard/workplace',
        name: 'menu.dashboard.workplace',
        access: 'dashboard:read',
        page: () => import('../features/dashboard/routes/workplace-page.tsx'),
      },
    ],
  },
  {
    path: '/admin/content',
    name: 'menu.content',
    icon: 'content',
    routes: [
      {
        path: '/admin/products',
        name: 'menu.products',
        access: 'products:read',
        page: () => import('../features/products/routes/product-list-page.tsx'),
      },
      {
        path: '/admin/products/new',
        name: 'menu.products.new',
        access: 'products:write',
        hideInMenu: true,
        page: () => import('../features/products/routes/product-create-page.tsx'),
      },
      {
        path: '/admin/products/:id',
        name: 'menu.products.edit',
        access: 'products:read',
        hideInMenu: true,
        page: () => import('../features/products/routes/product-editor-page.tsx'),
      },
      {
        path: '/admin/product-categories',
        name: 'menu.productCategories',
        access: 'product-categories:read',
        page: () => import('../features/product-categories/routes/category-list-page.tsx'),
      },
      {
        path: '/admin/product-parameters',
        name: 'menu.productParameters',
        access: 'product-parameters:read',
        page: () => import('../features/product-parameters/routes/parameter-list-page.tsx'),
      },
      {
        path: '/admin/cross-references',
        name: 'menu.crossReferences',
        access: 'products:read',
        page: () => import('../features/cross-references/routes/cross-reference-list-page.tsx'),
      },
      {
        path: '/admin/applications',
        name: 'menu.applications',
        access: 'applications:read',
        page: () => import('../features/applications/routes/application-list-page.tsx'),
      },
      {
        path: '/admin/news',
        name: 'menu.news',
        access: 'news:read',
        page: () => import('../features/news/routes/news-list-page.tsx'),
      },
      {
        path: '/admin/activities',
        name: 'menu.activities',
        access: 'news:read',
        page: () => import('../features/news/routes/activity-list-page.tsx'),
      },
      {
        path: '/admin/documents',
        name: 'menu.documents',
        access: 'documents:read',
        page: () => import('../features/documents/routes/document-list-page.tsx'),
      },
      {
        path: '/admin/investor',
        name: 'menu.investor',
        access: 'investor:read',
        page: () => import('../features/investor/routes/investor-list-page.tsx'),
      },
      {
        path: '/admin/recruit',
        name: 'menu.recruit',
        access: 'recruit:read',
        page: () => import('../features/recruit/routes/recruit-list-page.tsx'),
      },
      {
        path: '/admin/comments',
        name: 'menu.comments',
        access: 'comments:read',
        page: () => import('../features/comments/routes/comment-list-page.tsx'),
      },
      {
        path: '/admin/distributors',
        name: 'menu.distributors',
        access: 'distributors:read',
        page: () => import('../features/distributors/routes/distributor-list-page.tsx'),
      },
      {
        path: '/admin/translations',
        name: 'menu.translations',
        access: 'translations:read',
        page: () => import('../features/translations/routes/translations-page.tsx'),
      },
      {
        path: '/admin/schedule',
        name: 'menu.schedule',
        access: 'schedule:read',
        page: () => import('../features/schedule/routes/schedule-page.tsx'),
      },
      {
        path: '/admin/trash',
        name: 'menu.trash',
        access: 'trash:read',
        page: () => import('../features/trash/routes/trash-page.tsx'),
      },
    ],
  },
  {
    path: '/admin/pages',
    name: 'menu.pages',
    icon: 'pages',
    routes: [
      {
        path: '/admin/pages/home',
        name: 'menu.pages.home',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/home-page.tsx'),
      },
      {
        path: '/admin/pages/advantages',
        name: 'menu.pages.advantages',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/advantages-page.tsx'),
      },
      {
        path: '/admin/pages/product-page',
        name: 'menu.pages.productPage',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/product-page-config-page.tsx'),
      },
      {
        path: '/admin/pages/about',
        name: 'menu.pages.about',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/about-page.tsx'),
      },
      {
        path: '/admin/pages/contact',
        name: 'menu.pages.contact',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/contact-page.tsx'),
      },
      {
        path: '/admin/pages/footer',
        name: 'menu.pages.footer',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/footer-page.tsx'),
      },
      {
        path: '/admin/pages/privacy',
        name: 'menu.pages.privacy',
        access: 'blocks:read',
        page: () => import('../features/blocks/routes/privacy-page.tsx'),
      },
    ],
  },
  {
    path: '/admin/enquiries',
    name: 'menu.enquiries',
    icon: 'enquiries',
    access: 'enquiries:read',
    page: () => import('../features/enquiries/routes/enquiry-inbox-page.tsx'),
  },
  {
    path: '/admin/business',
    name: 'menu.business',
    icon: 'business',
    routes: [
      {
        path: '/admin/members',
        name: 'menu.members',
        access: 'members:read',
        page: () => import('../features/members/routes/member-list-page.tsx'),
      },
      {
        path: '/admin/members/:id',
        name: 'menu.members.detail',
        access: 'members:read',
        hideInMenu: true,
        page: () => import('../features/members/routes/member-detail-page.tsx'),
      },
      {
        path: '/admin/contracts',
        name: 'menu.contracts',
        access: 'contracts:read',
        page: () => import('../features/contracts/routes/contract-list-page.tsx'),
      },
      {
        path: '/admin/contracts/:id',
        name: 'menu.contracts.detail',
        access: 'contracts:read',
        hideInMenu: true,
        page: () => import('../features/contracts/routes/contract-detail-page.tsx'),
      },
      {
        path: '/admin/subscriptions',
        name: 'menu.subscriptions',
        access: 'subscriptions:read',
        page: () => import('../features/subscriptions/routes/subscription-list-page.tsx'),
      },
    ],
  },
  {
    path: '/admin/system',
    name: 'menu.system',
    icon: 'system',
    routes: [
      {
        path: '/admin/staff',
        name: 'menu.staff',
        access: 'staff:read',
        page: () => import('../features/staff/routes/staff-list-page.tsx'),
      },
      {
        path: '/admin/roles',
        name: 'menu.roles',
        access: 'roles:read',
        page: () => import('../features/roles/routes/role-list-page.tsx'),
      },
      {
        path: '/admin/audit-log',
        name: 'menu.auditLog',
        access: 'audit-log:read',
        page: () => import('../features/audit-log/routes/audit-log-page.tsx'),
      },
      {
        path: '/admin/outbox',
        name: 'menu.outbox',
        access: 'subscriptions:read',
        page: () => import('../features/outbox/routes/outbox-page.tsx'),
      },
      {
        path: '/admin/enquiry-robots',
        name: 'menu.enquiryRobots',
        access: 'enquiries:write',
        page: () => import('../features/enquiry-robots/routes/enquiry-robots-page.tsx'),
      },
    ],
  },
  {
    path: '/admin/account/center',
    name: 'menu.account.center',
    hideInMenu: true,
    page: () => import('../features/account/routes/account-center-page.tsx'),
  },
  {
    path: '/admin/account/settings/:tab?',
    name: 'menu.account.settings',
    hideInMenu: true,
    page: () => import('../features/account/routes/account-settings-page.tsx'),
  },
  {
    path: '/admin/help',
    name: 'menu.help',
    hideInMenu: true,
    page: () => import('../features/help/routes/help-page.tsx'),
  },
  {
    path: '/admin/result',
    name: 'menu.result',
    hideInMenu: true,
    page: () => import('../app/pages/result-page.tsx'),
  },
  {
    path: '/admin/exception/403',
    name: 'menu.exception.403',
    hideInMenu: true,
    page: () => import('../app/pages/exception-403-page.tsx'),
  },
  {
    path: '/admin/exception/404',
    name: 'menu.exception.404',
    hideInMenu: true,
    page: () => import('../app/pages/exception-404-page.tsx'),
  },
  {
    path: '/admin/exception/500',
    name: 'menu.exception.500',
    hideInMenu: true,
    page: () => import('../app/pages/exception-500-page.tsx'),
  },
  {
    path: '/admin/exception/trigger',
    name: 'menu.exception.trigger',
    hideInMenu: true,
    page: () => import('../app/pages/trigger-error-page.tsx'),
  },
];

/** Every entry with a page, groups flattened, in menu order. */
export function pageRoutes(table: AppRoute[] = routes): AppRoute[] {
  return table.flatMap((route) => [...(route.page ? [route] : []), ...pageRoutes(route.routes ?? [])]);
}
