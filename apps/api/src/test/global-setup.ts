/**
 * Runs once before the API suites: creates a PGlite database with every migration applied and saves it as a
 * tarball, so each test file loads a ready database instead of running initdb and the migrations again; and draws
 * the product pictures into a media folder, as the build does, for the apps the suites build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeProductArtwork } from '../content/artwork/write-files';
import { createPgliteTemplate } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    mediaDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const mediaDir = path.join(dir, 'media');
  writeProductArtwork(mediaDir);
  project.provide('mediaDir', mediaDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
