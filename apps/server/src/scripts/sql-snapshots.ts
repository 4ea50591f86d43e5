/**
 * The SQL snapshots: every query of every repository, as the server sends it, one file per
 * repository file in `apps/server/src/db/sql/`. `npm run sync:sql` writes them; a test regenerates
 * them and fails when they differ, so a changed query shows in review beside its SQL.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'sql-formatter';
import { openDatabase } from '../db/client';
import { ideaAttachments } from '../db/schema/index';
import { sessionRepository } from '../modules/auth/session.repository';
import { chatMessageRepository } from '../modules/chat/chat-message.repository';
import { chatRepository } from '../modules/chat/chat.repository';
import { commentRepository } from '../modules/comments/comment.repository';
import { buildAccount, buildIdea } from '../test/factories';
import { notQueries, sqlExamples, type SqlExample, type SqlSeed } from './sql-examples';

const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));
export const SQL_SNAPSHOT_DIR = join(SERVER_SRC, 'db', 'sql');
const MODULES_DIR = join(SERVER_SRC, 'modules');

/** Files holding queries besides `modules/**\/*.repository.ts`, by snapshot name. */
const OTHER_QUERY_FILES: Record<string, string> = { 'chat.chat-search': 'chat/chat-search.ts' };

const HEADER = [
  '-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.',
  '-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction',
  '-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.',
].join('\n');

/** A value's shape for the comment above its statements: types, never the values (ids are random). */
function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(', ')}]`;
  if (typeof value === 'object') {
    // A piece of SQL (a WHERE built by a helper): its text shows in the statement.
    if (Object.getPrototypeOf(value) !== Object.prototype) return value.constructor.name;
    const entries = Object.entries(value).map(([key, v]) => `${key}: ${shapeOf(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return typeof value === 'string' && value !== '' && !/^[0-9a-f-]{36}$/.test(value)
    ? JSON.stringify(value)
    : typeof value;
}

const formatSql = (text: string) =>
  `${format(text, { language: 'postgresql', keywordCase: 'lower', tabWidth: 2, expressionWidth: 80 })};`;

/** The snapshot files' text by file name (`<module>.<name>.sql`), generated on a fresh in-memory PGlite. */
export async function generateSqlSnapshots(): Promise<Map<string, string>> {
  let captured: string[] | null = null;
  const database = await openDatabase({
    engine: 'pglite',
    dataDir: 'memory://',
    onQuery: (query) => captured?.push(query),
  });
  try {
    await database.migrate();
    const db = database.db;
    const now = new Date('2026-01-01T00:00:00.000Z');
    const account = await buildAccount(db);
    const other = await buildAccount(db);
    const idea = await buildIdea(db, account.id);
    const session = await sessionRepository.insert(db, {
      tokenHash: 'seed',
      accountId: account.id,
      expiresAt: new Date('2100-01-01T00:00:00.000Z'),
    });
    const chatId = await chatRepository.openDirectChat(db, account.id, other.id, idea.id);
    const message = await chatMessageRepository.insertMessage(db, {
      chatId,
      senderAccountId: account.id,
      text: 'Hello',
      createdAt: now,
      clientId: 'seed',
    });
    const comment = await commentRepository.insert(db, { ideaId: idea.id, authorAccountId: other.id, text: 'Nice' });
    await commentRepository.insert(db, {
      ideaId: idea.id,
      authorAccountId: account.id,
      parentId: comment.id,
      text: 'Thanks',
    });
    await db.insert(ideaAttachments).values({ ideaId: idea.id, key: 'idea/seed.jpg' });
    const seed: SqlSeed = {
      accountId: account.id,
      sessionId: session!.id,
      otherId: other.id,
      ideaId: idea.id,
      chatId,
      messageId: message.id,
      commentId: comment.id,
      uuid: '00000000-0000-7000-8000-000000000000',
      now,
    };

    const snapshots = new Map<string, string>();
    const failures: string[] = [];
    for (const name of Object.keys(sqlExamples).sort()) {
      const blocks: string[] = [];
      for (const example of sqlExamples[name as keyof typeof sqlExamples] as SqlExample[]) {
        const statements: string[] = [];
        await db
          .transaction(async (tx) => {
            captured = statements;
            try {
              await example.run(tx, seed);
            } finally {
              captured = null;
            }
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (error instanceof RolledBack) return;
            const cause =
              error instanceof Error ? ((error.cause as Error | undefined) ?? error).message : String(error);
            failures.push(`${example.label} failed on its example: ${cause}`);
          });
        if (!statements.length) failures.push(`${example.label} sent no statement: give it an example that does`);
        const args = example.args(seed);
        blocks.push([`-- ${example.label}(${args.map(shapeOf).join(', ')})`, ...statements.map(formatSql)].join('\n'));
      }
      snapshots.set(`${name}.sql`, `${HEADER}\n\n${blocks.join('\n\n')}\n`);
    }
    if (failures.length) throw new Error(`SQL examples that did not run:\n  ${failures.join('\n  ')}`);
    return snapshots;
  } finally {
    await database.close();
  }
}

class RolledBack extends Error {}

/**
 * Exports of query files that are in no example and not listed in `notQueries` (each as
 * `<snapshot name>: <export>`), and snapshot names with no file behind them.
 */
export async function uncoveredQueries(): Promise<string[]> {
  const files = new Map<string, string>(Object.entries(OTHER_QUERY_FILES));
  for (const path of readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!path.endsWith('.repository.ts')) continue;
    const [module, file] = [path.split('/')[0], path.split('/').at(-1)!.replace('.repository.ts', '')];
    files.set(`${module}.${file}`, path);
  }
  const problems: string[] = [];
  for (const name of Object.keys(sqlExamples)) if (!files.has(name)) problems.push(`${name}: no such query file`);
  for (const [name, path] of [...files].sort()) {
    const examples = (sqlExamples as Record<string, SqlExample[] | undefined>)[name];
    if (!examples) {
      problems.push(`${name}: no examples (modules/${path})`);
      continue;
    }
    const labels = new Set(examples.map((example) => example.label.split(/[.#]/)[0]));
    const exports = (await import(join(MODULES_DIR, path))) as Record<string, unknown>;
    for (const [key, value] of Object.entries(exports)) {
      const isQueryShaped =
        typeof value === 'function' ||
        (value !== null &&
          typeof value === 'object' &&
          /Repository$/.test(key) &&
          Object.values(value).some((member) => typeof member === 'function'));
      if (!isQueryShaped || labels.has(key) || notQueries[name]?.includes(key)) continue;
      problems.push(`${name}: ${key} (${relative(SERVER_SRC, join(MODULES_DIR, path))})`);
    }
  }
  return problems;
}

/** A snapshot file's statements by the label of the example that sent them. */
function blocksOf(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const block of text.split(/\n(?=-- [\w.#]+\()/).slice(1)) {
    blocks.set(block.slice(3, block.indexOf('(')), block.trim());
  }
  return blocks;
}

/**
 * How the checked-in snapshots differ from `generated`, one line per repository method
 * (`<file>: <repository.method> changed|new|gone`) and per file added or gone.
 */
export function snapshotDifferences(generated: Map<string, string>, dir = SQL_SNAPSHOT_DIR): string[] {
  const differences: string[] = [];
  const checkedIn = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.sql')) : [];
  for (const file of checkedIn) if (!generated.has(file)) differences.push(`${file}: file gone`);
  for (const [file, text] of generated) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      differences.push(`${file}: new file`);
      continue;
    }
    const old = readFileSync(path, 'utf8');
    if (old === text) continue;
    const [before, after] = [blocksOf(old), blocksOf(text)];
    const before0 = differences.length;
    for (const [label, block] of after) {
      if (!before.has(label)) differences.push(`${file}: ${label} new`);
      else if (before.get(label) !== block) differences.push(`${file}: ${label} changed`);
    }
    for (const label of before.keys()) if (!after.has(label)) differences.push(`${file}: ${label} gone`);
    if (differences.length === before0) differences.push(`${file}: header or order changed`);
  }
  return differences;
}
