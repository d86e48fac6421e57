import account from './pt-BR/account.ts';
import blocks from './pt-BR/blocks.ts';
import business from './pt-BR/business.ts';
import common from './pt-BR/common.ts';
import content from './pt-BR/content.ts';
import dashboard from './pt-BR/dashboard.ts';
import fields from './pt-BR/fields.ts';
import form from './pt-BR/form.ts';
import header from './pt-BR/header.ts';
import history from './pt-BR/history.ts';
import inbox from './pt-BR/inbox.ts';
import menu from './pt-BR/menu.ts';
import notices from './pt-BR/notices.ts';
import pages from './pt-BR/pages.ts';
import productData from './pt-BR/product-data.ts';
import productViews from './pt-BR/product-views.ts';
import products from './pt-BR/products.ts';
import profiles from './pt-BR/profiles.ts';
import publication from './pt-BR/publication.ts';
import settings from './pt-BR/settings.ts';
import signInSecurity from './pt-BR/sign-in-security.ts';
import system from './pt-BR/system.ts';
import type zhCN from './zh-CN.ts';

/** Every Brazilian Portuguese message; each area file is checked against its Chinese keys. */
export default {
  ...menu,
  ...common,
  ...pages,
  ...products,
  ...productData,
  ...content,
  ...blocks,
  ...inbox,
  ...system,
  ...business,
  ...form,
  ...settings,
  ...account,
  ...header,
  ...productViews,
  ...dashboard,
  ...signInSecurity,
  ...notices,
  ...profiles,
  ...history,
  ...publication,
  ...fields,
} satisfies Record<keyof typeof zhCN, string>;
