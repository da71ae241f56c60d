import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from '../form/otp-input';

/** The boxes with their value held by a parent, as the verify form holds it. */
function Harness({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        errorId="otp-error"
        invalid={false}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderBoxes(initial?: string) {
  const onValue = vi.fn();
  render(<Harness initial={initial} onValue={onValue} />);
  const boxes = Array.from({ length: 6 }, (_, index) =>
    screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  ) as HTMLInputElement[];
  return { boxes, onValue, value: () => screen.getByTestId('value').textContent };
}

/** A paste of `text` on `box`, as the browser sends it. */
function paste(box: HTMLElement, text: string) {
  fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text' ? text : '') } });
}

describe('OtpInput', () => {
  it('shows six single-digit boxes; the first offers one-time-code autofill; all ask for a numeric keyboard', () => {
    const { boxes } = renderBoxes();
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of boxes) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAccessibleDescription('');
    }
    for (const box of boxes.slice(1)) expect(box).toHaveAttribute('maxlength', '1');
  });

  it('moves focus to the next box with each digit typed', async () => {
    const user = userEvent.setup();
    const { boxes, value } = renderBoxes();
    await user.click(boxes[0] as HTMLElement);

    await user.keyboard('4');
    expect(boxes[0]).toHaveValue('4');
    expect(boxes[1]).toHaveFocus();

    await user.keyboard('27');
    expect(boxes[2]).toHaveValue('7');
    expect(boxes[3]).toHaveFocus();

    await user.keyboard('913');
    expect(value()).toBe('427913');
    // The last box keeps focus.
    expect(boxes[5]).toHaveFocus();
  });

  it('never lets a non-digit in: the box stays empty and focus stays', async () => {
    const user = userEvent.setup();
    const { boxes, value } = renderBoxes();
    await user.click(boxes[0] as HTMLElement);

    await user.keyboard('a');
    expect(boxes[0]).toHaveValue('');
    expect(boxes[0]).toHaveFocus();

    await user.keyboard('-');
    await user.keyboard(' ');
    expect(boxes[0]).toHaveValue('');

    await user.keyboard('5x');
    expect(boxes[0]).toHaveValue('5');
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
    expect(value()).toBe('5');
  });

  it('Backspace on an empty box clears the one before and moves focus back to it', async () => {
    const user = userEvent.setup();
    const { boxes, value } = renderBoxes();
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    expect(boxes[2]).toHaveValue('');
    expect(value()).toBe('12');

    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(value()).toBe('1');
  });

  it('Backspace on the first box, already empty, stays there', async () => {
    const user = userEvent.setup();
    const { boxes, value } = renderBoxes();
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveFocus();
    expect(value()).toBe('');
  });

  it('fills all six boxes from a paste of exactly six digits, and focuses the last', () => {
    const { boxes, value, onValue } = renderBoxes();
    paste(boxes[2] as HTMLElement, '908172');
    expect(boxes.map((box) => box.value)).toEqual(['9', '0', '8', '1', '7', '2']);
    expect(value()).toBe('908172');
    expect(onValue).toHaveBeenLastCalledWith('908172');
    expect(boxes[5]).toHaveFocus();
  });

  it.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['letters among digits', '12a456'],
    ['separators', '123-45'],
    ['no digits at all', 'abcdef'],
  ])('ignores a paste of %s', (_, text) => {
    const { boxes, value, onValue } = renderBoxes('12');
    paste(boxes[0] as HTMLElement, text);
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '', '', '', '']);
    expect(value()).toBe('12');
    expect(onValue).not.toHaveBeenCalled();
  });
});
