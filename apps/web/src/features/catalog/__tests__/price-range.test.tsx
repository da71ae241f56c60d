/**
 * The price slider against a listing whose applied range (the URL) catches up late, as it does on a busy phone:
 * the thumbs follow every press, the range is applied once the presses rest, and only a change made elsewhere
 * (Clear Filters, the back button) moves the thumbs by itself. Keys and clicks are fired one by one under fake
 * timers, so each step lands exactly where the race used to bite.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/render';
import { nextPriceStop, PRESS_SETTLE_MS, PriceRange, type PriceValues } from '../components/price-range';

const BOUNDS = { min: 100, max: 200 };

/** A listing in miniature: `onCommit` reaches the applied range `delayMs` later; Clear Filters resets it at once. */
function Listing({ initial, delayMs, onCommit }: { initial: PriceValues; delayMs: number; onCommit: () => void }) {
  const [applied, setApplied] = useState<PriceValues>(initial);
  return (
    <>
      <PriceRange
        bounds={BOUNDS}
        values={applied}
        onCommit={(next) => {
          onCommit();
          setTimeout(() => setApplied(next), delayMs);
        }}
      />
      <output data-testid="applied">{applied.join('-')}</output>
      <button type="button" onClick={() => setApplied([BOUNDS.min, BOUNDS.max])}>
        Clear Filters
      </button>
    </>
  );
}

function setup(initial: PriceValues, delayMs: number) {
  const onCommit = vi.fn();
  render(withQueryClient(<Listing initial={initial} delayMs={delayMs} onCommit={onCommit} />));
  const minimum = screen.getByRole('slider', { name: 'Minimum price' });
  minimum.focus();
  return {
    onCommit,
    minimum,
    applied: () => screen.getByTestId('applied').textContent,
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    keyDown: (key: string) => fireEvent.keyDown(minimum, { key }),
    keyUp: (key: string) => fireEvent.keyUp(minimum, { key }),
    press(key: string, times = 1) {
      for (let i = 0; i < times; i++) {
        fireEvent.keyDown(minimum, { key });
        fireEvent.keyUp(minimum, { key });
      }
    },
  };
}

describe('Price range', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps every quick arrow press, and applies the range once when the presses rest', () => {
    const { onCommit, minimum, applied, wait, press, keyDown, keyUp } = setup([100, 200], 50);

    press('ArrowRight');
    // The second press is still held down when anything the first one asked for would arrive.
    keyDown('ArrowRight');
    wait(100);
    expect(minimum).toHaveAttribute('aria-valuenow', '102');
    keyUp('ArrowRight');
    press('ArrowRight', 3);
    expect(minimum).toHaveAttribute('aria-valuenow', '105');
    expect(onCommit).not.toHaveBeenCalled();

    wait(PRESS_SETTLE_MS + 100);

    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(applied()).toBe('105-200');
    expect(minimum).toHaveAttribute('aria-valuenow', '105');
    expect(minimum).toHaveAttribute('aria-valuetext', '$105');
  });

  it('does not pull the thumb back when its own earlier range arrives while the shopper moves on', () => {
    const { onCommit, minimum, applied, wait, press } = setup([100, 200], 1000);

    press('ArrowRight');
    wait(PRESS_SETTLE_MS + 10);
    expect(onCommit).toHaveBeenCalledTimes(1);

    press('ArrowRight', 2);
    wait(1000);
    expect(applied()).toBe('101-200');
    expect(minimum).toHaveAttribute('aria-valuenow', '103');

    wait(PRESS_SETTLE_MS + 1000);
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(applied()).toBe('103-200');
    expect(minimum).toHaveAttribute('aria-valuenow', '103');
  });

  it('follows a range changed elsewhere, dropping a move not yet applied', () => {
    const { onCommit, minimum, applied, wait, press } = setup([150, 180], 0);
    expect(minimum).toHaveAttribute('aria-valuenow', '150');

    press('ArrowLeft', 2);
    expect(minimum).toHaveAttribute('aria-valuenow', '148');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(minimum).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '200');
    wait(PRESS_SETTLE_MS + 100);
    expect(onCommit).not.toHaveBeenCalled();
    expect(applied()).toBe('100-200');
    expect(minimum).toHaveAttribute('aria-valuenow', '100');
  });

  it('applies step-button presses once they rest', () => {
    const { onCommit, minimum, applied, wait } = setup([100, 200], 0);
    const increase = screen.getByRole('button', { name: 'Increase minimum price' });

    fireEvent.click(increase);
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(minimum).toHaveAttribute('aria-valuenow', '130');
    expect(onCommit).not.toHaveBeenCalled();

    wait(PRESS_SETTLE_MS + 10);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(applied()).toBe('130-200');
    expect(minimum).toHaveAttribute('aria-valuenow', '130');
  });

  it('steps to the next round price: $10 apart below $500, $50 from there, never past the other end', () => {
    expect(nextPriceStop(85, 1)).toBe(90);
    expect(nextPriceStop(90, 1)).toBe(100);
    expect(nextPriceStop(495, 1)).toBe(500);
    expect(nextPriceStop(500, 1)).toBe(550);
    expect(nextPriceStop(2399, 1)).toBe(2400);
    expect(nextPriceStop(2400, -1)).toBe(2350);
    expect(nextPriceStop(520, -1)).toBe(500);
    expect(nextPriceStop(500, -1)).toBe(490);
    expect(nextPriceStop(90, -1)).toBe(80);

    setup([100, 200], 0);
    const decreaseMax = screen.getByRole('button', { name: 'Decrease maximum price' });
    for (let i = 0; i < 12; i++) fireEvent.click(decreaseMax);
    // The maximum stops at the minimum; the buttons that would cross are disabled.
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '100');
    expect(decreaseMax).toBeDisabled();
  });
});
