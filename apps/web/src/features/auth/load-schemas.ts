/** The contract's auth schemas (and zod with them), loaded once, when a form is first touched. */
let authModule: Promise<typeof import('@lumen/contract/auth')> | undefined;

export function loadAuthSchemas() {
  authModule ??= import('@lumen/contract/auth');
  return authModule;
}
