import {
  AppstoreOutlined,
  DashboardOutlined,
  LayoutOutlined,
  MailOutlined,
  SafetyOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { type Access, allows } from '../../access.ts';
import type { AppRoute, MenuIcon } from '../../config/routes.ts';
import { t } from '../../locales/index.ts';

const ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  content: <AppstoreOutlined />,
  pages: <LayoutOutlined />,
  enquiries: <MailOutlined />,
  business: <SolutionOutlined />,
  system: <SafetyOutlined />,
};

/**
 * The menu the user may use: entries without the access flag are left out, and so is a group
 * left with no visible entry. Hidden entries stay so that ProLayout can name their pages.
 */
export function menuFor(table: AppRoute[], access: Access): MenuDataItem[] {
  return table.flatMap((route): MenuDataItem[] => {
    if (!allows(access, route.access)) return [];
    const children = route.routes ? menuFor(route.routes, access) : undefined;
    if (children && !children.some((child) => !child.hideInMenu)) return [];
    return [
      {
        path: route.path,
        name: route.name ? t(route.name) : undefined,
        icon: route.icon ? ICONS[route.icon] : undefined,
        hideInMenu: route.hideInMenu,
        ...(children ? { children } : {}),
      },
    ];
  });
}

/** The first page the user may open, for `/admin` itself. */
export function firstPage(menu: MenuDataItem[]): string | undefined {
  for (const item of menu) {
    if (item.hideInMenu) continue;
    if (item.children) {
      const inside = firstPage(item.children);
      if (inside) return inside;
    } else if (item.path) {
      return item.path;
    }
  }
  return undefined;
}
