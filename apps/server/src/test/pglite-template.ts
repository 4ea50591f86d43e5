import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../db/client';
import * as schema from '../db/schema/index';

/**
 * A migrated, empty PGlite data directory to start each test database from. Creating a cluster
 * (initdb) and migrating it takes about two seconds; loading the archive takes under one, and a
 * run opens over a hundred databases. The archive is kept in the temporary directory under a name
 * made of the migrations and the PGlite version, so a changed migration makes a new one; every test
 * still migrates its database, which finds nothing left to apply.
 */
export async function migratedTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `ideamatch-pglite-template-${templateKey()}.tar`);
  if (!existsSync(path)) {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    const archive = await client.dumpDataDir('none');
    await client.close();
    // Two test workers may make it at once: each writes its own file and renames it into place.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The installed PGlite's package.json (beside its dist/ folder) names its version.
  hash.update(
    readFileSync(join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '../package.json')),
  );
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('_journal.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
