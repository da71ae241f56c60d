// `node --import tsx --import ./use-stand-in-web.mjs src/server.ts`: the server loads the stand-in web pages
// (stand-in-web.ts) where it would load the web build's (`@lumen/web/server`), for process tests of pages.
import { register } from 'node:module';

const standIn = JSON.stringify(new URL('./stand-in-web.ts', import.meta.url).href);
const hooks = `export function resolve(specifier, context, next) {
  return next(specifier === '@lumen/web/server' ? ${standIn} : specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
