import { describe, expect, it } from 'vitest';
import { auditTargetPath, changedFields } from './audit-format';

describe('audit entry helpers', () => {
  it('links each target to its dashboard page; reports and comments open their idea', () => {
    expect(auditTargetPath({ targetType: 'account', targetId: 'a1', before: null, after: null })).toBe(
      '/dashboard/user/a1',
    );
    expect(auditTargetPath({ targetType: 'idea', targetId: 'i1', before: null, after: null })).toBe(
      '/dashboard/idea/i1',
    );
    expect(auditTargetPath({ targetType: 'report', targetId: 'r1', before: null, after: { ideaId: 'i2' } })).toBe(
      '/dashboard/idea/i2',
    );
    expect(
      auditTargetPath({ targetType: 'invitation', targetId: 'v1', before: null, after: { email: 'x' } }),
    ).toBeNull();
  });

  it('lists only the fields that changed', () => {
    expect(
      changedFields({
        before: { isHidden: false, isHiddenByReport: false },
        after: { isHidden: true, isHiddenByReport: false },
      }),
    ).toEqual(['isHidden']);
    expect(changedFields({ before: null, after: { email: 'a@b.c', permissions: [] } })).toEqual([
      'email',
      'permissions',
    ]);
    expect(
      changedFields({ before: { permissions: ['idea.manage'] }, after: { permissions: ['idea.manage'] } }),
    ).toEqual([]);
  });
});
