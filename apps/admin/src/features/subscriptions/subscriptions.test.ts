import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SubscriptionExport } from '@coresense/shared';
import { allows, computeAccess } from '../../access.ts';
import { type AppRoute, routes } from '../../config/routes.ts';
import zhCN from '../../locales/zh-CN.ts';
import { exportFileName } from './api/export-subscription.ts';

/** The group and the entry of the route table at `path`. */
function findRoute(
  table: AppRoute[],
  path: string,
  group?: AppRoute,
): { route: AppRoute; group?: AppRoute } | undefined {
  for (const route of table) {
    if (route.path === path) return { route, group };
    const found = route.routes && findRoute(route.routes, path, route);
    if (found) return found;
  }
  return undefined;
}

describe('subscriptions in the back-office', () => {
  test('the list is a menu entry of the business group, open to readers of subscriptions only', () => {
    const found = findRoute(routes, '/admin/subscriptions');
    assert.ok(found, 'the route exists');
    assert.equal(found.group?.name, 'menu.business');
    assert.equal(found.route.hideInMenu, undefined);
    assert.equal(zhCN[found.route.name ?? 'menu.business'], '订阅管理');
    assert.equal(allows(computeAccess({ authorityList: ['subscriptions:read'] }), found.route.access), true);
    assert.equal(
      allows(computeAccess({ authorityList: ['subscriptions:write'] }), found.route.access),
      false,
    );
    assert.equal(allows(computeAccess({ authorityList: ['enquiries:read'] }), found.route.access), false);
  });

  test('an export is saved under the address and the day, with nothing a file system refuses', () => {
    const exported: SubscriptionExport = {
      email: 'li/lei@example.com',
      exportTime: '2026-11-28T21:40:00.000Z',
      subscriptions: [],
      mails: [],
    };
    assert.equal(exportFileName(exported), 'subscription-data-li_lei@example.com-2026-11-28.json');
  });
});
