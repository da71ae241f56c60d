import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { fontSubsets } from './scripts/font-subsets.ts';
import { pageChunks } from './scripts/page-chunks.ts';

/**
 * Fonts every page paints with (their cut for the shop's own characters, scripts/font-subsets.ts), preloaded so text
 * settles in its final face without a visible swap, and so none is found only once the stylesheet has been read.
 */
const PRELOADED_FONTS = [
  /cormorant-garamond-latin-600-normal-core-[\w-]+\.woff2$/,
  /jost-latin-400-normal-core-[\w-]+\.woff2$/,
  /jost-latin-500-normal-core-[\w-]+\.woff2$/,
];

/**
 * Build-time additions to index.html: font preloads and the theme-init script served under a content hash (so it
 * can be cached for a year like every other asset). Beside it, `module-preloads.json`: for each module loaded on
 * demand (the pages' frames and screens), the stylesheets and code it brings beyond what the entry already loads,
 * which the server turns into the hints of each page's HTML, for the modules its route renders
 * (src/server/page-templates.ts).
 */
function htmlHints(): Plugin {
  let themeInitFile = '';
  return {
    name: 'lumen:html-hints',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const source = await readFile(path.resolve(import.meta.dirname, 'public/theme-init.js'));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      themeInitFile = `assets/theme-init-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: themeInitFile, source });
      this.emitFile({
        type: 'asset',
        fileName: 'module-preloads.json',
        source: JSON.stringify(modulePreloads(bundle)),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const fonts = Object.keys(bundle).filter((file) => PRELOADED_FONTS.some((re) => re.test(file)));
        return {
          html: themeInitFile ? html.replace('src="/theme-init.js"', `src="/${themeInitFile}"`) : html,
          tags: fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/** Each module loaded on demand ('src/features/home/home-screen.tsx') → its stylesheets, then its scripts. */
function modulePreloads(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const todo = [...files];
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const filesOf = (chunk: Rollup.OutputChunk) => {
    const files = [...closure([chunk.fileName])].filter((file) => !entry.has(file));
    // The stylesheets those chunks bring (their area's, decision 025): a server-rendered page carries them, so it
    // paints in its final layout before its code has run.
    const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    // A chunk of stylesheets only (an area's, shared by its screens) has no script once built: Vite drops it.
    const scripts = files.filter((file) => !isStylesOnly(byFile.get(file)));
    return [...new Set(styles), ...scripts];
  };
  return Object.fromEntries(
    chunks.flatMap((chunk) =>
      chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(import.meta.dirname)
        ? [[path.relative(import.meta.dirname, chunk.facadeModuleId), filesOf(chunk)]]
        : [],
    ),
  );
}

const STYLESHEET_MODULE = /\.(?:css|scss)(?:\?|$)/;
const isStylesOnly = (chunk: Rollup.OutputChunk | undefined) =>
  chunk !== undefined && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => STYLESHEET_MODULE.test(id));

/** Writes .br and .gz beside each text asset; the server sends them as they are instead of compressing per request. */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|svg|txt)$/;
  return {
    name: 'lumen:precompress',
    apply: 'build',
    // After writing, so the files compressed are exactly the files served (placeholders already resolved).
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => compressible.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            const source = await readFile(file);
            if (source.length < 1024) return;
            await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
          }),
      );
    },
  };
}

const chunks = pageChunks();

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer's build (`vite build --ssr`, into dist-server/) needs React only: the HTML hints, the code's
  // split into chunks and the compressed copies belong to the browser's files.
  plugins: isSsrBuild ? [react()] : [fontSubsets(), react(), chunks.plugin, htmlHints(), precompress()],
  server: {
    // `npm run dev` (scripts/dev.mjs) gives Vite and the API one environment: Vite listens on WEB_PORT and sends
    // /api to the API's PORT. A taken port is an error rather than a silent move to the next one.
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 is written with @import and global functions; its deprecation notices are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        assetsInlineLimit: 2048,
      }
    : {
        target: 'es2022',
        // Every browser the shop supports preloads modules itself (Chrome 66, Firefox 115, Safari 17).
        modulePreload: { polyfill: false },
        cssCodeSplit: true,
        sourcemap: false,
        // dist/.vite/manifest.json: which chunk each module landed in and what it imports; the e2e suite reads it to
        // prove that no storefront page loads the back office (e2e/tests/admin/bundle.spec.ts).
        manifest: true,
        assetsInlineLimit: 2048,
        rolldownOptions: {
          output: {
            advancedChunks: { groups: chunks.groups },
          },
        },
      },
}));
