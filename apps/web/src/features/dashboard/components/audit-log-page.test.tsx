import type { AuditEntry } from '@ideamatch/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildPersonSummary,
  buildProfile,
  envelope,
  mockApi,
  on,
  pageOf,
  renderApp,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('staff');

const superAdmin = on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 })));
const staff = on('/api/dashboard/staff', envelope([]));

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  actor: buildPersonSummary({ id: 'a1', username: 'nid', firstName: 'Nid', lastName: 'Admin' }),
  action: 'idea.hide',
  targetType: 'idea',
  targetId: '01900000-0000-7000-8000-0000000000aa',
  targetLabel: 'Cold brew for offices',
  before: { isHidden: false },
  after: { isHidden: true },
  note: 'Spam links',
  createdAt: '2026-11-01T03:00:00.000Z',
  ...overrides,
});

describe('audit log', () => {
  it('shows who did what to which target, with the note, and the system for automatic actions', async () => {
    mockApi(
      superAdmin,
      staff,
      on(
        '/api/dashboard/audit-log',
        pageOf([entry(), entry({ id: 'e2', actor: null, action: 'idea.autoHide', note: null })]),
      ),
    );
    renderApp('/dashboard/audit-log');
    const row = (await screen.findByText('Spam links')).closest('tr')!;
    expect(within(row).getByText('Nid Admin')).toBeInTheDocument();
    expect(within(row).getByText('Hid idea')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Cold brew for offices' })).toBeInTheDocument();
    const automatic = within(row.closest('table')!).getByText('Hidden after reports').closest('tr')!;
    expect(within(automatic).getByText('System')).toBeInTheDocument();
  });

  it('says no admin action was recorded when the log is empty', async () => {
    mockApi(superAdmin, staff, on('/api/dashboard/audit-log', pageOf([])));
    renderApp('/dashboard/audit-log');
    expect(await screen.findByText('No admin actions recorded')).toBeInTheDocument();
  });
});
