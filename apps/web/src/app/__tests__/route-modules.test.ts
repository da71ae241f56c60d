import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_ROUTES } from '@lumen/contract/routes';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MODULES, ROUTE_MODULES } from '../route-modules';

const appDir = path.resolve(import.meta.dirname, '..');
const router = readFileSync(path.join(appDir, 'router.tsx'), 'utf8');

/** 'src/features/auth/sign-in-screen.tsx' as router.tsx imports it: '../features/auth/sign-in-screen'. */
const importPath = (module: string) => {
  const relative = path.relative(appDir, path.resolve(appDir, '../..', module)).replace(/\.tsx?$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

describe('the route preload table', () => {
  it('names only modules that router.tsx lazy-loads', () => {
    for (const module of [...new Set([...Object.values(ROUTE_MODULES).flat(), ...FALLBACK_MODULES])]) {
      expect(router, module).toContain(`import('${importPath(module)}')`);
    }
  });

  it('has an entry for every route router.tsx renders', () => {
    const rendered = [...router.matchAll(/path=\{WEB_ROUTES\.(\w+)\}/g)].map(
      (match) => match[1] as keyof typeof WEB_ROUTES,
    );
    expect(rendered.length).toBeGreaterThan(20);
    for (const name of rendered) expect(ROUTE_MODULES, name).toHaveProperty([WEB_ROUTES[name]]);
  });
});
