import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createPglite, migrateDatabase, openDatabase, quoteIdentifier, unsharedLock } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    serverTemplate: string;
  }
}

/** Migrates once per run; every test file then clones the result (see database.ts). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `app_test_template_${process.pid}`;
    const admin = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
    try {
      await admin.db.execute(sql`select 1`);
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but the server is unreachable: ${(error as Error).message}`);
    }
    await admin.db.execute(sql.raw(`drop database if exists ${quoteIdentifier(template)} with (force)`));
    await admin.db.execute(sql.raw(`create database ${quoteIdentifier(template)}`));
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const migrated = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(migrated);
    await migrated.close();
    project.provide('serverTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.db
        .execute(sql.raw(`drop database if exists ${quoteIdentifier(template)} with (force)`))
        .catch(() => undefined);
      await admin.close();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const pglite = await createPglite(undefined);
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(pglite) as never;
  await migrateDatabase({ driver: 'pglite', lock: unsharedLock(db) });
  const dump = await pglite.dumpDataDir('gzip');
  const tarball = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', tarball);
  project.provide('serverTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
