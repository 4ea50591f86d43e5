import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleLayers } from '../modules/module-layers';
import { moduleImportProblems, type FoundImport } from './module-imports';

const layers = [['mail'], ['accounts', 'auth'], ['ideas', 'partners'], ['chat']];
const imp = (from: string, to: string): FoundImport => ({ from, to, specifier: to });
const check = (imports: FoundImport[], knownUpward: string[] = []) =>
  moduleImportProblems(imports, { layers, knownUpward });

describe('module import rules (scripts/check-module-imports.ts)', () => {
  it('lets a module use its own repository, and another module its service, policy or SQL forms', () => {
    expect(
      check([
        imp('modules/partners/block.service.ts', 'modules/partners/block.repository.ts'),
        imp('modules/partners/block.routes.test.ts', 'modules/partners/block.repository.ts'),
        imp('modules/ideas/idea.repository.ts', 'modules/partners/block-sql.ts'),
        imp('modules/ideas/idea.service.ts', 'modules/partners/block.policy.ts'),
        imp('scripts/sql-examples.ts', 'modules/partners/block.repository.ts'),
      ]),
    ).toEqual([]);
  });

  it("refuses another module's repository, from a module, a test or code outside the modules", () => {
    const problems = check([
      imp('modules/ideas/idea.repository.ts', 'modules/partners/block.repository.ts'),
      imp('modules/chat/chat.routes.test.ts', 'modules/partners/block.repository.ts'),
      imp('seed/demo.ts', 'modules/chat/chat.repository.ts'),
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('modules/ideas/idea.repository.ts imports modules/partners/block.repository.ts');
    expect(problems[0]).toContain("Call a function of partners's service or policy");
  });

  it('refuses an import up the layers unless it is listed, and a listed one that is gone', () => {
    const up = imp('modules/accounts/account.service.ts', 'modules/ideas/idea.service.ts');
    const down = imp('modules/chat/chat.service.ts', 'modules/accounts/account.service.ts');
    const sameLayer = imp('modules/auth/login.service.ts', 'modules/accounts/account.service.ts');
    expect(check([down, sameLayer])).toEqual([]);
    expect(check([up])).toEqual([expect.stringContaining('accounts (layer 2) may not import ideas (layer 3, higher)')]);
    expect(check([up], ['accounts/account.service.ts -> ideas'])).toEqual([]);
    expect(check([], ['accounts/account.service.ts -> ideas'])).toEqual([
      expect.stringContaining('"accounts/account.service.ts -> ideas" as an upward import, but there is none'),
    ]);
  });

  it('lets tests import any layer, and names a module that is in no layer', () => {
    expect(check([imp('modules/mail/mail.routes.test.ts', 'modules/chat/chat.service.ts')])).toEqual([]);
    expect(check([imp('modules/wiki/wiki.service.ts', 'modules/mail/mail.service.ts')])).toEqual([
      expect.stringContaining('module wiki is in no layer'),
    ]);
  });

  it('places every module of apps/server/src/modules in one layer', () => {
    const modulesDir = join(import.meta.dirname, '..', 'modules');
    const folders = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());
    expect([...moduleLayers.flat()].sort()).toEqual(folders.sort());
  });
});
