import { describe, expect, it } from 'vitest';
import { firstDashboardPath } from './dashboard-nav';

describe('firstDashboardPath', () => {
  it('opens the first page the admin may use', () => {
    expect(firstDashboardPath(['user.manage', 'idea.manage'])).toBe('/dashboard/user');
    expect(firstDashboardPath(['idea.manage'])).toBe('/dashboard/idea?sortBy=1');
    expect(firstDashboardPath(['report.manage'])).toBe('/dashboard/report');
    expect(firstDashboardPath([])).toBe('/dashboard/overview');
  });
});
