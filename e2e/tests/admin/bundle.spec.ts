/**
 * No byte of the back office on a storefront page, read from the build itself (Vite's manifest, written with
 * `build.manifest`, and the module preloads the server adds to each page for the modules its route renders): every
 * chunk a storefront page loads — the entry's static imports, and each storefront module's preloaded files with
 * theirs — holds no back-office module and
 * none of its code or styles, while the back office's own chunks exist and are reached only by a dynamic import.
 * Importing anything of features/admin from a storefront module makes this fail.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const dist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const preloads = JSON.parse(readFileSync(path.join(dist, 'module-preloads.json'), 'utf8')) as Record<string, string[]>;

const ADMIN_SOURCE = 'src/features/admin/';
/** Strings only back-office code holds: its token's storage key and its class names (scripts and styles). */
const ADMIN_MARKERS = ['lumen-staff-token', 'lj-admin'];

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));

/** The files loaded with `keys` (manifest keys): each chunk, its static imports, and their stylesheets. */
function staticClosure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const todo = [...keys];
  const seen = new Set<string>();
  for (let key = todo.pop(); key !== undefined; key = todo.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no manifest entry ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    todo.push(...(chunk.imports ?? []));
  }
  return files;
}

function adminContent(file: string): string[] {
  const text = readFileSync(path.join(dist, file), 'utf8');
  return ADMIN_MARKERS.filter((marker) => text.includes(marker));
}

test('a storefront page loads no back-office module, script or style', () => {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html');
  expect(entry, 'the storefront entry in the manifest').toBeDefined();
  const storefront = staticClosure([entry?.[0] ?? '']);
  const storefrontModules = Object.keys(preloads).filter((module) => !module.startsWith(ADMIN_SOURCE));
  expect(storefrontModules.length).toBeGreaterThan(20);
  for (const module of storefrontModules) {
    // A module's list names its stylesheets as they are and its scripts by chunk.
    const files = preloads[module] ?? [];
    for (const css of files.filter((file) => file.endsWith('.css'))) storefront.add(css);
    const keys = files.filter((file) => !file.endsWith('.css')).map((file) => byFile.get(file)?.key ?? '');
    for (const file of staticClosure(keys)) storefront.add(file);
  }

  const offenders = [...storefront].flatMap((file) => {
    const src = byFile.get(file)?.chunk.src ?? '';
    const found = adminContent(file);
    return src.startsWith(ADMIN_SOURCE) || found.length > 0 ? [`${file} (${src || found.join(', ')})`] : [];
  });
  expect(offenders).toEqual([]);
});

test('the back office has chunks of its own, reached only by a dynamic import', () => {
  const admin = Object.entries(manifest).filter(([, chunk]) => chunk.src?.startsWith(ADMIN_SOURCE));
  const sources = admin.map(([, chunk]) => chunk.src);
  for (const screen of ['admin-app', 'admin-sign-in-screen', 'admin-setup-screen', 'admin-staff-screen']) {
    expect(sources).toContain(`${ADMIN_SOURCE}${screen}.tsx`);
  }
  for (const [, chunk] of admin) expect(chunk.isDynamicEntry, chunk.src).toBe(true);
  // The group's own stylesheet, and its code, really are back-office code (the check above is not vacuous).
  const group = manifest[`${ADMIN_SOURCE}admin-app.tsx`];
  expect(group?.css?.length).toBeGreaterThan(0);
  expect(adminContent(group?.css?.[0] ?? '')).toContain('lj-admin');
  // The QR code library is imported by the setup screen alone.
  const importers = Object.values(manifest)
    .filter((chunk) => (chunk.dynamicImports ?? []).some((key) => key.includes('node_modules/qrcode/')))
    .map((chunk) => chunk.src);
  expect(importers.length).toBeGreaterThan(0);
  for (const importer of importers) expect(importer ?? '').toMatch(/^src\/features\/admin\//);
});
