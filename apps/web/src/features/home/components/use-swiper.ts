/**
 * Mounts Swiper on markup React has already rendered (`.swiper > .swiper-wrapper > .swiper-slide`), so the first
 * paint is the first slide in its final place and Swiper only takes over the motion, once the browser is idle.
 * Only the core and the Autoplay module are loaded, only on the home page, and only then: Swiper's code (about
 * 20 KB gzipped) is not on the way to the page's first paint. Its CSS is, since the slides' layout depends on it:
 * home.scss ends with it, after the home page's own rules, as before (decision 025).
 */

import { type RefObject, useEffect, useRef } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/** Slides that are out of view are inert, so keyboard and screen-reader users only meet the slide that is shown. */
function syncInertSlides(swiper: Swiper) {
  for (const slide of swiper.slides) {
    // In loop mode Swiper numbers the slides in their original order; realIndex is the one on screen.
    const index = slide.dataset.swiperSlideIndex;
    const visible =
      index === undefined ? slide.classList.contains('swiper-slide-active') : Number(index) === swiper.realIndex;
    slide.toggleAttribute('inert', !visible);
  }
}

export function useSwiper(
  containerRef: RefObject<HTMLElement | null>,
  options: SwiperOptions,
  { inertHiddenSlides = false }: { inertHiddenSlides?: boolean } = {},
): RefObject<Swiper | null> {
  const swiperRef = useRef<Swiper | null>(null);
  // The options are fixed for the life of the carousel; a later change would not be applied.
  const optionsRef = useRef(options);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let swiper: Swiper | null = null;
    let unmounted = false;
    // The first slide is already painted; Swiper's download and measuring wait until the page has settled.
    const mount = ({ Swiper: SwiperCore, Autoplay }: typeof import('./swiper-core')) => {
      if (unmounted) return;
      swiper = new SwiperCore(container, { modules: [Autoplay], ...optionsRef.current });
      if (inertHiddenSlides) {
        syncInertSlides(swiper);
        swiper.on('slideChange', (current) => syncInertSlides(current));
      }
      swiperRef.current = swiper;
    };
    // Should the chunk fail to load (the connection dropped), the first slide simply stays, still.
    const start = () => void import('./swiper-core').then(mount, () => undefined);
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 200);
    return () => {
      unmounted = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      swiperRef.current = null;
      swiper?.destroy(true, true);
    };
  }, [containerRef, inertHiddenSlides]);

  return swiperRef;
}
