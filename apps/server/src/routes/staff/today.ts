/** The private app's Today: what needs the staff, counted (docs/staff.md, Today). */
import { ZStaffToday } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { loadToday } from '../../services/staff/today.ts';
import { staffOf, staffOnly } from './guard.ts';

export function todayRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/app/today',
    { config: staffOnly('any'), schema: { tags: ['app'], response: { 200: ZStaffToday } } },
    async (req) => {
      const staff = staffOf(req);
      return loadToday(db, staff.orgId, [...staff.scopes]);
    },
  );
}
