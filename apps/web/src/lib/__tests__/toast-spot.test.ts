import { describe, expect, it } from 'vitest';
import { type Box, findToastSpot, TOAST_GAP } from '../toast-spot';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
/** A 1280×900 desktop, with its 16 px margin. */
const area = { left: 16, top: 16, right: 1264, bottom: 884 };
const size = { width: 416, height: 56 };
const home = { x: 16, y: area.bottom - size.height };

describe('findToastSpot', () => {
  it('keeps the toast at home when nothing is there', () => {
    expect(findToastSpot({ size, home, area, controls: [box(600, 100, 200, 40)], text: [] })).toEqual(home);
  });

  it('moves just clear of a Save changes button rather than over it: the nearest free spot', () => {
    const save = box(248, 836, 189, 52);
    const spot = findToastSpot({ size, home, area, controls: [save], text: [] });
    expect(spot).toEqual({ x: 16, y: save.top - TOAST_GAP - size.height });
  });

  it('goes beside the Save changes button when the form’s fields fill the space above it', () => {
    const save = box(248, 836, 189, 52);
    const fields = [box(248, 16, 620, 812)];
    const spot = findToastSpot({ size, home, area, controls: [save, ...fields], text: [] });
    expect(spot).toEqual({ x: save.right + TOAST_GAP, y: home.y });
  });

  it('rises above a full-width bar of controls along the bottom', () => {
    const bar = [box(16, 820, 300, 60), box(330, 820, 300, 60), box(650, 820, 600, 60)];
    const spot = findToastSpot({ size, home, area, controls: bar, text: [] });
    expect(spot).toEqual({ x: 16, y: 820 - TOAST_GAP - size.height });
  });

  it('prefers a spot over no text to one over a line of details, and covers no control for either', () => {
    const controls = [box(16, 820, 1248, 64)];
    const details = [box(16, 600, 700, 200)];
    const spot = findToastSpot({ size, home, area, controls, text: details });
    const placed = box(spot.x, spot.y, size.width, size.height);
    const meets = (other: Box) =>
      placed.left < other.right && placed.right > other.left && placed.top < other.bottom && placed.bottom > other.top;
    expect(controls.some(meets)).toBe(false);
    expect(details.some(meets)).toBe(false);
  });

  it('with no free spot at all, covers the fewest controls', () => {
    const grid: Box[] = [];
    for (let x = 16; x < 1264; x += 100) for (let y = 16; y < 884; y += 40) grid.push(box(x, y, 90, 30));
    const lighter = grid.filter((each) => !(each.top > 400 && each.top < 520 && each.left < 500));
    const spot = findToastSpot({ size, home, area, controls: lighter, text: [] });
    expect(spot.y).toBeGreaterThan(380);
    expect(spot.y + size.height).toBeLessThan(560);
  });

  it('on a phone (full width, home under the header) goes down to the first free band', () => {
    const phoneArea = { left: 16, top: 70, right: 374, bottom: 828 };
    const phoneSize = { width: 358, height: 48 };
    const controls = [box(16, 80, 200, 40)];
    const spot = findToastSpot({ size: phoneSize, home: { x: 16, y: 70 }, area: phoneArea, controls, text: [] });
    expect(spot).toEqual({ x: 16, y: 120 + TOAST_GAP });
  });
});
