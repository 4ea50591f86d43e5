import type { Permission } from '@ideamatch/shared';

/** Translation key part of each permission under `dashboard.permissions.items`. */
export const PERMISSION_KEY = {
  'user.manage': 'userManage',
  'idea.manage': 'ideaManage',
  'report.manage': 'reportManage',
  'admin.manage': 'adminManage',
} as const satisfies Record<Permission, string>;
