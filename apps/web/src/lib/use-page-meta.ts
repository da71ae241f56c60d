/** Sets the document title ('<Page> | Lumen Jewels') and the meta description of the screen being shown. */
import { useEffect } from 'react';
import { BRAND } from './brand';

export type PageMeta = { title: string; description: string };

export function pageTitle(title: string): string {
  return `${title} | ${BRAND.name}`;
}

export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
