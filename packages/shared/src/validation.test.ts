import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidUsername, normalizeUsername, USERNAME_RULES, VALIDATION_MESSAGES } from './validation.js';

describe('isValidUsername', () => {
  it.each(['abc', 'john.doe', 'jane_doe-2', '1abc', 'a'.repeat(30), 'admin2', '12a'])('accepts %s', (username) => {
    expect(isValidUsername(username)).toBe(true);
  });

  it.each([
    ['ab', 'too short'],
    ['a'.repeat(31), 'too long'],
    ['John', 'uppercase'],
    ['john doe', 'space'],
    ['_john', 'starts with a symbol'],
    ['.john', 'starts with a dot'],
    ['john@x', 'at sign'],
    ['สมชาย', 'non-ASCII'],
    ['12345', 'all digits'],
    ['admin', 'reserved'],
    ['me', 'reserved and short'],
    ['ideamatch', 'reserved'],
  ])('refuses %s (%s)', (username) => {
    expect(isValidUsername(username)).toBe(false);
  });

  it('refuses every reserved name', () => {
    for (const name of USERNAME_RULES.reserved) expect(isValidUsername(name)).toBe(false);
  });
});

describe('normalizeUsername', () => {
  it('trims and lowercases', () => {
    expect(normalizeUsername('  John.Doe ')).toBe('john.doe');
  });
});

describe('isValidEmail', () => {
  it('accepts an ordinary address and refuses malformed ones', () => {
    expect(isValidEmail('a.b@example.co.th')).toBe(true);
    for (const email of ['', 'plain', 'a@b', 'a @b.com', '@b.com', 'a@b.com@c.com']) {
      expect(isValidEmail(email)).toBe(false);
    }
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('keeps the fixed messages word for word', () => {
    expect(VALIDATION_MESSAGES.PASSWORD_TOO_SHORT).toBe(
      'The passwords you entered are less than 6 characters. Please re-enter your new password',
    );
    expect(VALIDATION_MESSAGES.PASSWORD_DID_NOT_MATCH).toBe("Password and confirm password didn't match");
  });
});
