// Paths of the console's tabs, relative to its base path (/PropertyList).
import type { AdminTab } from '../providers/tabAccess.ts';

export const ADMIN_PATHS = {
  allProperties: '/',
  createProperty: '/properties/create',
  backendProperties: '/properties',
  roles: '/roles',
  tester: '/tester',
  buckets: '/buckets',
  purchases: '/purchases',
  distributions: '/distributions',
  investors: '/investors',
  auditLog: '/audit-log',
  recoveries: '/recoveries',
} as const satisfies Record<AdminTab, string>;
