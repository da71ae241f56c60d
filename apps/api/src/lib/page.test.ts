import { describe, expect, it } from 'vitest';
import { pageOf } from './page';

describe('pageOf', () => {
  const cursorOf = (last: number) => `after-${last}`;

  it('shows `limit` rows and makes the cursor from the last shown when one more came back', () => {
    expect(pageOf([1, 2, 3], 2, cursorOf)).toEqual({ shown: [1, 2], next_cursor: 'after-2' });
  });

  it('has no next page when no more than `limit` rows came back', () => {
    expect(pageOf([1, 2], 2, cursorOf)).toEqual({ shown: [1, 2], next_cursor: null });
    expect(pageOf([], 2, cursorOf)).toEqual({ shown: [], next_cursor: null });
  });
});
