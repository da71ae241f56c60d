/**
 * The listing's price range (spec §2, §4): a two-thumb slider in whole dollars (whole units of the base currency,
 * shown in the shopper's currency), step 1, whose ends cannot cross,
 * with up/down step buttons at each end that move to the next round price ($10 apart below $500, $50 from there;
 * across an $85–2,400 catalogue a dollar a press was no use). Thumbs are keyboard sliders ('Minimum price', 'Maximum price'). Moving
 * only changes the draft, which is what the slider shows; the view is asked for once a drag ends, or once key
 * presses or step-button presses rest. The applied range replaces the draft only when it changes from outside
 * (Clear Filters, the back button, new bounds), never when it is the echo of the slider's own request.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { getTrackBackground, Range } from 'react-range';
import { ChevronDownIcon, ChevronUpIcon } from '../../../components/icons';
import { useMoney } from '../../../components/money';

export type PriceBounds = { min: number; max: number };
export type PriceValues = readonly [number, number];

type PriceRangeProps = {
  /** The slider's ends, in whole dollars. */
  bounds: PriceBounds;
  /** The selected range, in whole dollars, within the bounds. */
  values: PriceValues;
  onCommit: (values: PriceValues) => void;
};

/** How long key presses and step-button presses wait for another press before the new range is applied. */
export const PRESS_SETTLE_MS = 600;

const THUMB_NAMES = ['Minimum price', 'Maximum price'] as const;

/** Whole units of the base currency as the shopper reads prices: in their currency, in whole units ("$120", "₹10,096"). */
function useWholeAmount() {
  const { formatWhole } = useMoney();
  return (value: number) => formatWhole(Math.round(value * 100));
}

/** Where a step button takes a price, in whole dollars: the next multiple of $10 below $500, of $50 from $500 up. */
export function nextPriceStop(value: number, direction: 1 | -1): number {
  const size = (direction > 0 ? value < 500 : value <= 500) ? 10 : 50;
  return direction > 0 ? (Math.floor(value / size) + 1) * size : (Math.ceil(value / size) - 1) * size;
}
const same = (a: PriceValues, b: PriceValues) => a[0] === b[0] && a[1] === b[1];

function StepButtons({
  which,
  value,
  canDecrease,
  canIncrease,
  onStep,
}: {
  which: 'minimum' | 'maximum';
  value: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onStep: (delta: 1 | -1) => void;
}) {
  const wholeAmount = useWholeAmount();
  return (
    <div className={`price-range__end price-range__end--${which}`}>
      <span className="price-range__label">{which === 'minimum' ? 'Min' : 'Max'}</span>
      <output className="price-range__value">{wholeAmount(value)}</output>
      <span className="price-range__steps">
        <button
          type="button"
          className="price-range__step"
          aria-label={`Increase ${which} price`}
          disabled={!canIncrease}
          onClick={() => onStep(1)}
        >
          <ChevronUpIcon size={16} strokeWidth={2} />
        </button>
        <button
          type="button"
          className="price-range__step"
          aria-label={`Decrease ${which} price`}
          disabled={!canDecrease}
          onClick={() => onStep(-1)}
        >
          <ChevronDownIcon size={16} strokeWidth={2} />
        </button>
      </span>
    </div>
  );
}

/**
 * The slider's draft, what it shows, and how a draft is applied: `commit` asks for it at once, `commitWhenSettled`
 * once presses have rested for PRESS_SETTLE_MS, `keepMoving` holds a settling press back while the thumbs still move.
 * The applied range replaces the draft only when it changes from outside, never when it echoes a request of the
 * slider's own.
 */
function usePriceDraft(values: PriceValues, onCommit: (values: PriceValues) => void) {
  const [draft, setDraft] = useState<PriceValues>(values);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Ranges this slider has asked for that the applied range has not reached yet, oldest first. */
  const requested = useRef<PriceValues[]>([]);
  // A settled press applies the range with the listing's state of that moment, not of the render that scheduled it.
  const latest = useRef({ values, onCommit });
  useLayoutEffect(() => {
    latest.current = { values, onCommit };
  });

  const [appliedLow, appliedHigh] = values;

  // Before paint, so a range changed from outside never flashes the old draft.
  useLayoutEffect(() => {
    const applied: PriceValues = [appliedLow, appliedHigh];
    const echo = requested.current.findIndex((range) => same(range, applied));
    if (echo >= 0) {
      // One of our own requests has been applied; the shopper may already have moved on from it.
      requested.current = requested.current.slice(echo + 1);
      return;
    }
    requested.current = [];
    clearTimeout(settleTimer.current);
    setDraft((current) => (same(current, applied) ? current : applied));
  }, [appliedLow, appliedHigh]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  function commit(next: PriceValues) {
    clearTimeout(settleTimer.current);
    const { values: applied, onCommit: apply } = latest.current;
    if (same(next, requested.current.at(-1) ?? applied)) return;
    requested.current = [...requested.current, next];
    apply(next);
  }

  function commitWhenSettled(next: PriceValues) {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => commit(next), PRESS_SETTLE_MS);
  }

  const keepMoving = () => clearTimeout(settleTimer.current);

  return { draft, setDraft, commit, commitWhenSettled, keepMoving };
}

export function PriceRange({ bounds, values, onCommit }: PriceRangeProps) {
  const wholeAmount = useWholeAmount();
  const { draft, setDraft, commit, commitWhenSettled, keepMoving } = usePriceDraft(values, onCommit);
  /** How the current move is being made: key presses settle like the step buttons, a drag ends on release. */
  const input = useRef<'keyboard' | 'pointer'>('pointer');
  const hintId = useId();
  const [low, high] = draft;
  // The slider needs a span to move in; a single-price result still gets one dollar of track.
  const max = Math.max(bounds.max, bounds.min + 1);

  function step(index: 0 | 1, delta: 1 | -1) {
    const next: [number, number] = [low, high];
    const stop = nextPriceStop(draft[index], delta);
    next[index] = Math.min(index === 0 ? high : max, Math.max(index === 0 ? bounds.min : low, stop));
    setDraft(next);
    commitWhenSettled(next);
  }

  function finish(next: PriceValues) {
    if (input.current === 'keyboard') commitWhenSettled(next);
    else commit(next);
  }

  return (
    <div className="price-range">
      <p id={hintId} className="visually-hidden">
        Use the arrow keys to move each end of the price range by one dollar.
      </p>
      <div className="price-range__slider">
        <Range
          label="Price"
          min={bounds.min}
          max={max}
          step={1}
          values={[low, high]}
          onChange={(next) => {
            // Still moving: whatever ends this move applies the range.
            keepMoving();
            setDraft([next[0] ?? low, next[1] ?? high]);
          }}
          onFinalChange={(next) => finish([next[0] ?? low, next[1] ?? high])}
          renderTrack={({ props, children }) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut only; each thumb is a keyboard slider.
            <div
              onMouseDown={(event) => {
                input.current = 'pointer';
                props.onMouseDown(event);
              }}
              onTouchStart={(event) => {
                input.current = 'pointer';
                props.onTouchStart(event);
              }}
              className="price-range__hit-area"
              style={props.style}
            >
              <div
                ref={props.ref}
                className="price-range__track"
                style={{
                  background: getTrackBackground({
                    values: [low, high],
                    colors: ['var(--lj-line-strong)', 'var(--lj-gold)', 'var(--lj-line-strong)'],
                    min: bounds.min,
                    max,
                  }),
                }}
              >
                {children}
              </div>
            </div>
          )}
          renderThumb={({ props, index, value }) => {
            const { key, ...thumbProps } = props;
            return (
              <div
                key={key}
                {...thumbProps}
                role="slider"
                tabIndex={thumbProps.tabIndex ?? 0}
                aria-valuemin={thumbProps['aria-valuemin']}
                aria-valuemax={thumbProps['aria-valuemax']}
                aria-valuenow={value}
                className="price-range__thumb"
                aria-label={THUMB_NAMES[index] ?? 'Price'}
                aria-labelledby={undefined}
                aria-describedby={hintId}
                aria-valuetext={wholeAmount(value)}
                onKeyDown={(event) => {
                  input.current = 'keyboard';
                  thumbProps.onKeyDown(event);
                }}
              />
            );
          }}
        />
      </div>
      <div className="price-range__ends">
        <StepButtons
          which="minimum"
          value={low}
          canDecrease={low > bounds.min}
          canIncrease={low < high}
          onStep={(delta) => step(0, delta)}
        />
        <StepButtons
          which="maximum"
          value={high}
          canDecrease={high > low}
          canIncrease={high < max}
          onStep={(delta) => step(1, delta)}
        />
      </div>
    </div>
  );
}
