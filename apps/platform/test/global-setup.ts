/**
 * Runs once per test run: prepares ONE migrated database template so that each test file starts from a copy
 * instead of running initdb (10–23 s on PGlite, PLATFORM-NOTES.md).
 * - PGlite: an in-memory instance is migrated and dumped (dumpDataDir) to a temporary tarball;
 * - PostgreSQL (TEST_DATABASE_URL set): a template database is created and migrated; files copy it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createStore } from '../src/store/store.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite template tarball (PGlite runs). */
    pgliteTemplate: string
    /** Name of the template database (PostgreSQL runs). */
    pgTemplateDb: string
  }
}

/** Vitest global setup; returns the teardown. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  // The PGlite template exists in every run: tests of PGlite itself (store.test.ts, the kill test) use it.
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-template-'))
  const file = join(dir, 'template.tar')
  const store = await createStore({ memory: true })
  const blob = await store.dumpDataDir!()
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()))
  await store.close()
  project.provide('pgliteTemplate', file)
  const removeTemplate = () => rmSync(dir, { recursive: true, force: true })
  if (url) {
    const name = `cirrus_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
    const pgStore = await createStore({ databaseUrl: withDatabase(url, name), poolSize: 1 })
    await pgStore.close()
    project.provide('pgTemplateDb', name)
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      removeTemplate()
    }
  }
  project.provide('pgTemplateDb', '')
  return removeTemplate
}

/** The same connection string pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
