import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('return paths after signing in', () => {
  it('keeps a page of this site with its query', () => {
    expect(safeReturnPath('/idea/0192f0c4-1c2b-7000-8000-000000000001')).toBe(
      '/idea/0192f0c4-1c2b-7000-8000-000000000001',
    );
    expect(safeReturnPath('/idea?keyword=durian&province=chanthaburi')).toBe(
      '/idea?keyword=durian&province=chanthaburi',
    );
    expect(safeReturnPath('/register?invite=abc')).toBe('/register?invite=abc');
  });

  it('refuses other origins, auth pages, control characters and overlong paths', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'idea/1',
      '/login?next=/x',
      '/verify-email?token=t',
      '/idea\n',
      `/${'a'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('adds next= to a sign-in link only when there is somewhere to return to', () => {
    expect(withReturnPath('/login', '/idea/1?tab=reviews')).toBe('/login?next=%2Fidea%2F1%3Ftab%3Dreviews');
    expect(withReturnPath('/login?isDashboard=true', '/dashboard/user')).toBe(
      '/login?isDashboard=true&next=%2Fdashboard%2Fuser',
    );
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
  });
});
