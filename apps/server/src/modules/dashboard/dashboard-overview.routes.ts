import type { FastifyInstance } from 'fastify';
import { dashboardOverviewApi } from '@ideamatch/shared/api/dashboard';
import { route } from '../../lib/route';
import { getOverview } from './dashboard-overview.service';

/** The dashboard's overview page: counts only, so every staff member may read it. */
export const dashboardOverviewRoutes = async (app: FastifyInstance) => {
  route(app, dashboardOverviewApi.get, { access: 'staff', handler: (request) => getOverview(app.db, request.query) });
};
