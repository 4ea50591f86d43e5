import type { DashboardOverview } from '@ideamatch/shared/schemas/dashboard-overview';
import type { Database } from '../../db/client';
import { dashboardOverviewRepository } from './dashboard-overview.repository';

/** The dashboard's overview: sign-ups, ideas, reports and active people per day, and totals now. */
export async function getOverview(
  db: Database,
  { days }: { days: number },
  now = new Date(),
): Promise<DashboardOverview> {
  const [perDay, totals] = await Promise.all([
    dashboardOverviewRepository.perDay(db, { days, now }),
    dashboardOverviewRepository.totals(db),
  ]);
  return {
    days: perDay.map((row) => ({
      date: row.date,
      signUps: Number(row.sign_ups),
      ideas: Number(row.ideas),
      reports: Number(row.reports),
      activePeople: Number(row.active_people),
    })),
    totals: {
      accounts: Number(totals.accounts),
      ideas: Number(totals.ideas),
      openReports: Number(totals.open_reports),
    },
  };
}
