/**
 * Runs once before the API suites: creates a PGlite database with every migration applied and saves it as a
 * tarball, so each test file loads a ready database instead of running initdb and the migrations again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
