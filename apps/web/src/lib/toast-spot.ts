/**
 * Where the toasts go on screen (issue 31, item 5): the nearest spot to their home — the bottom left on a desktop,
 * just under the header on a phone — where they cover nothing a person may press next. Looked for each time a toast
 * shows, and again when the page scrolls or resizes under one that now covers a control.
 *
 * The search is over the edges of what is on screen: a toast's box is tried at its home, at the viewport's sides, and
 * flush against each thing it must not meet (beside, above and below it). The best spot covers, in this order:
 * 1. no control (a link, button, field, label or summary), no heading (h1–h3) and not the header's logo;
 * 2. then as little text as possible (a spot over no text at all beats one over a line of details);
 * 3. then is as near home as possible.
 * A page with no free spot at all keeps the one covering the fewest controls.
 */

export type Box = { left: number; top: number; right: number; bottom: number };
export type Spot = { x: number; y: number };

export type SpotRequest = {
  /** The toasts' box on screen: their width and height. */
  size: { width: number; height: number };
  /** Where they go when nothing is in the way. */
  home: Spot;
  /** Where they may go: the viewport, less a margin (and, on a phone, the header). */
  area: Box;
  /** What they must not cover (controls, headings, the logo). */
  controls: Box[];
  /** What they had better not cover (lines of text). */
  text: Box[];
};

/** Space kept between a toast and what it is placed beside. */
export const TOAST_GAP = 8;

const meets = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

function count(boxes: Box[], box: Box, atMost: number): number {
  let hits = 0;
  for (const each of boxes) {
    if (meets(each, box)) {
      hits += 1;
      if (hits > atMost) return hits;
    }
  }
  return hits;
}

/** The candidate positions along one axis: home, both ends, and flush against each obstacle on either side. */
function stops(home: number, low: number, high: number, edges: [number, number][], length: number): number[] {
  const found = new Set<number>([home, low, high - length]);
  for (const [start, end] of edges) {
    found.add(end + TOAST_GAP);
    found.add(start - TOAST_GAP - length);
  }
  return [...found].filter((at) => at >= low && at + length <= high).map(Math.round);
}

/** The best spot for the toasts' box (see above). */
export function findToastSpot({ size, home, area, controls, text }: SpotRequest): Spot {
  const obstacles = [...controls, ...text];
  const xs = stops(
    home.x,
    area.left,
    area.right,
    obstacles.map((box) => [box.left, box.right]),
    size.width,
  );
  const ys = stops(
    home.y,
    area.top,
    area.bottom,
    obstacles.map((box) => [box.top, box.bottom]),
    size.height,
  );
  let best = { spot: home, controls: Number.POSITIVE_INFINITY, text: Number.POSITIVE_INFINITY, distance: 0 };
  for (const x of xs) {
    for (const y of ys) {
      const box = { left: x, top: y, right: x + size.width, bottom: y + size.height };
      const hitControls = count(controls, box, best.controls);
      if (hitControls > best.controls) continue;
      const hitText = count(text, box, hitControls < best.controls ? Number.POSITIVE_INFINITY : best.text);
      const distance = Math.abs(x - home.x) + Math.abs(y - home.y);
      const rank = hitControls - best.controls || hitText - best.text || distance - best.distance;
      if (rank < 0) best = { spot: { x, y }, controls: hitControls, text: hitText, distance };
    }
  }
  return best.spot;
}

/** What a toast must not cover (see `findToastSpot`). */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role=button], [role=link], [tabindex]:not([tabindex="-1"]), h1, h2, h3, header img';
const CONTAINER = '.Toastify__toast-container';
/** Below this width the toasts span the screen under the header (toast-container.scss's md breakpoint). */
const PHONE = '(max-width: 767.98px)';
/** The toasts' box before they have drawn: one toast of the desktop's 26rem width. */
const FIRST_SIZE = { width: 416, height: 56 };
const MARGIN = 16;

function onScreen(box: DOMRect): boolean {
  return (
    box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
  );
}

function shown(element: Element): boolean {
  const style = getComputedStyle(element);
  return style.visibility === 'visible' && Number(style.opacity) > 0;
}

/**
 * Whether `element` is what a person sees at some point of `box` (its centre, or the middle of its top or bottom
 * edge): not hidden under a sticky bar, a dialog or the like. The toasts' own container does not count.
 */
function seen(element: Element, box: DOMRect, container: Element | null): boolean {
  const clamp = (at: number, end: number) => Math.min(Math.max(at, 1), end - 1);
  const x = clamp(box.left + box.width / 2, innerWidth);
  return [box.top + box.height / 2, box.top + 2, box.bottom - 2].some((y) => {
    const top = document.elementsFromPoint(x, clamp(y, innerHeight)).find((hit) => !container?.contains(hit));
    return top !== undefined && (element.contains(top) || top.contains(element));
  });
}

function controlBoxes(container: Element | null): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    if (container?.contains(element)) continue;
    const rects = [...element.getClientRects()].filter(onScreen);
    if (rects.length > 0 && shown(element)) boxes.push(...rects.filter((rect) => seen(element, rect, container)));
  }
  return boxes;
}

function textBoxes(container: Element | null): Box[] {
  const boxes: Box[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || container?.contains(parent)) continue;
    if (!onScreen(parent.getBoundingClientRect())) continue;
    range.selectNodeContents(node);
    boxes.push(...[...range.getClientRects()].filter((rect) => onScreen(rect) && seen(parent, rect, container)));
  }
  return boxes;
}

/** Where the header ends on screen (0 once it has scrolled away). */
function headerEnd(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

function currentSpot(): Spot | null {
  const style = document.documentElement.style;
  const x = Number.parseFloat(style.getPropertyValue('--lj-toast-x'));
  const y = Number.parseFloat(style.getPropertyValue('--lj-toast-y'));
  return Number.isNaN(x) || Number.isNaN(y) ? null : { x, y };
}

/**
 * Puts the toasts where they cover nothing to press (`findToastSpot`), through the `--lj-toast-x` and `--lj-toast-y`
 * properties that toast-container.scss places their container by. With `onlyIfCovering`, they stay where they are
 * unless that now covers a control (a scroll moved the page under them).
 */
export function placeToasts({ onlyIfCovering = false } = {}): void {
  const container = document.querySelector(CONTAINER);
  const drawn = container?.querySelector('.Toastify__toast') ? container.getBoundingClientRect() : null;
  const phone = matchMedia(PHONE).matches;
  const width = phone ? innerWidth - 2 * MARGIN : (drawn?.width ?? FIRST_SIZE.width);
  const size = { width, height: drawn?.height || FIRST_SIZE.height };
  const controls = controlBoxes(container);
  const now = currentSpot();
  if (onlyIfCovering && now) {
    const box = { left: now.x, top: now.y, right: now.x + size.width, bottom: now.y + size.height };
    if (!controls.some((each) => meets(each, box))) return;
  }
  const top = phone ? headerEnd() + 4 : MARGIN;
  const area = { left: MARGIN, top, right: innerWidth - MARGIN, bottom: innerHeight - MARGIN };
  const home = phone ? { x: MARGIN, y: top } : { x: MARGIN, y: area.bottom - size.height };
  const spot = findToastSpot({ size, home, area, controls, text: textBoxes(container) });
  document.documentElement.style.setProperty('--lj-toast-x', `${spot.x}px`);
  document.documentElement.style.setProperty('--lj-toast-y', `${spot.y}px`);
}

let following = false;
let watched: Element | null = null;
const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => placeToasts());

/**
 * From the first toast on: a change in the toasts' size (one arrives, grows to two lines or leaves) places them
 * again, and a scroll or resize does when the page moved a control under them.
 */
export function followPageMoves(): void {
  const container = document.querySelector(CONTAINER);
  if (container && container !== watched && resized) {
    if (watched) resized.unobserve(watched);
    resized.observe(container);
    watched = container;
  }
  if (following) return;
  following = true;
  let frame = 0;
  const check = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (document.querySelector('.Toastify__toast')) placeToasts({ onlyIfCovering: true });
    });
  };
  addEventListener('scroll', check, { passive: true });
  addEventListener('resize', check, { passive: true });
}
