/** The quantity control of a cart line (spec §4): starts where the line is, never below 1 (minus disabled there). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityControl } from '../components/quantity-control';

function Harness({ start = 1, onChange = () => {} }: { start?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityControl
      name="Aurora Solitaire Ring"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityControl', () => {
  it('is a named group: minus, the quantity, plus', () => {
    render(<Harness start={2} />);
    const group = screen.getByRole('group', { name: 'Quantity of Aurora Solitaire Ring' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity of Aurora Solitaire Ring' })).toHaveTextContent('2');
  });

  it('goes up with plus and down with minus, and minus is disabled at 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Aurora Solitaire Ring' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Aurora Solitaire Ring' });
    const value = screen.getByRole('status');

    expect(value).toHaveTextContent('1');
    expect(minus).toBeDisabled();

    await user.click(plus);
    await user.click(plus);
    expect(value).toHaveTextContent('3');
    expect(minus).toBeEnabled();

    await user.click(minus);
    await user.click(minus);
    expect(value).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(onChange.mock.calls.map(([quantity]) => quantity)).toEqual([2, 3, 2, 1]);
  });

  it('stops at the contract’s bound of 99 of one piece', () => {
    render(<Harness start={99} />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Aurora Solitaire Ring' })).toBeDisabled();
  });

  it('can be held still while the line waits for the server', () => {
    render(<QuantityControl name="Aurora Solitaire Ring" value={2} onChange={() => {}} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
