import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_BY_FEATURE, ERROR_STATUS } from './errors';
import { FIELD_MESSAGES_BY_FEATURE } from './field-errors';

describe('error codes', () => {
  it("are each defined by one feature only, so no feature silently replaces another one's message", () => {
    const owners = new Map<string, string[]>();
    for (const [feature, messages] of Object.entries(ERROR_MESSAGES_BY_FEATURE)) {
      for (const code of Object.keys(messages)) owners.set(code, [...(owners.get(code) ?? []), feature]);
    }
    const shared = [...owners].filter(([, features]) => features.length > 1);
    expect(shared).toEqual([]);
  });

  it('for fields are each defined by one feature only', () => {
    const owners = new Map<string, string[]>();
    for (const [feature, messages] of Object.entries(FIELD_MESSAGES_BY_FEATURE)) {
      for (const code of Object.keys(messages)) owners.set(code, [...(owners.get(code) ?? []), feature]);
    }
    expect([...owners].filter(([, features]) => features.length > 1)).toEqual([]);
  });

  it('each have an HTTP status', () => {
    for (const messages of Object.values(ERROR_MESSAGES_BY_FEATURE)) {
      for (const code of Object.keys(messages))
        expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS]).toBeGreaterThan(0);
    }
  });
});
