import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './count-indicator';

describe('formatBadgeCount', () => {
  it('caps the unread badge at 99', () => {
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
