import type zhCN from './zh-CN.ts';
import account from './zh-TW/account.ts';
import blocks from './zh-TW/blocks.ts';
import business from './zh-TW/business.ts';
import common from './zh-TW/common.ts';
import content from './zh-TW/content.ts';
import dashboard from './zh-TW/dashboard.ts';
import fields from './zh-TW/fields.ts';
import form from './zh-TW/form.ts';
import header from './zh-TW/header.ts';
import history from './zh-TW/history.ts';
import inbox from './zh-TW/inbox.ts';
import menu from './zh-TW/menu.ts';
import notices from './zh-TW/notices.ts';
import pages from './zh-TW/pages.ts';
import productData from './zh-TW/product-data.ts';
import productViews from './zh-TW/product-views.ts';
import products from './zh-TW/products.ts';
import profiles from './zh-TW/profiles.ts';
import publication from './zh-TW/publication.ts';
import settings from './zh-TW/settings.ts';
import signInSecurity from './zh-TW/sign-in-security.ts';
import system from './zh-TW/system.ts';

/** Every Traditional Chinese message (Taiwan usage); each area file is checked against its Simplified Chinese keys. */
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
