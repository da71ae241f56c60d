/**
 * How the build splits the app's code into files (decision 027): what every page runs — the entry and the two page
 * frames (main-shell, auth-shell), with everything they import — in one `shared` file; the form pieces and
 * react-hook-form in `forms`, for the pages that show a form; and the rest where the bundler puts it, with the
 * screens that use it, so a page loads no code of another page's screens (the account pages' layout and dialogs, the
 * product card) before it is interactive. The pages' scripts wait until the page has painted (decision 024), so a few
 * more, smaller files cost the first paint nothing.
 */
import type { Plugin } from 'vite';

/** The modules every page runs from: the browser's entry and the page frames. */
const ROOTS = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/](main|frame[\\/](main|auth)-shell)\.tsx$/;
/**
 * Stylesheets stay with the module that imports them, and so do the roots themselves: the entry's stylesheet is the
 * one every page paints with, a frame's own (the auth screens') comes with that frame only (decision 025), and the
 * entry stays the chunk index.html loads (and the build's manifest names).
 */
const STYLESHEET = /\.s?css(\?|$)/;

/** The form pieces and react-hook-form. */
const FORMS =
  /[\\/](apps[\\/]web[\\/]src[\\/]components[\\/](form[\\/]|address-form\.)|node_modules[\\/]react-hook-form[\\/])/;
/**
 * A field's error line, which some screens show without a form (the product page's size): a file of its own, or the
 * forms group would take it along with the form pieces that import it, and those screens would load every form piece.
 */
const FIELD_ERROR = /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]form[\\/]field-error\./;

type ChunkGroup = { name: string; test: (id: string) => boolean; minShareCount?: number };

/** The build's plugin, which finds what every page runs once the module graph is known, and the chunk groups. */
export function pageChunks(): { plugin: Plugin; groups: ChunkGroup[] } {
  const everyPage = new Set<string>();
  return {
    plugin: {
      name: 'lumen:page-chunks',
      apply: 'build',
      // After the module graph is complete, before the code is split into chunks.
      buildEnd() {
        const todo = [...this.getModuleIds()].filter((id) => ROOTS.test(id));
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (everyPage.has(id)) continue;
          everyPage.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
    // In this order: a module two groups match goes to the first.
    groups: [
      { name: 'shared', test: (id) => everyPage.has(id) && !ROOTS.test(id) && !STYLESHEET.test(id) },
      { name: 'field-error', test: (id) => FIELD_ERROR.test(id) },
      { name: 'forms', test: (id) => FORMS.test(id), minShareCount: 2 },
    ],
  };
}
