import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AppToastContainer from '../../app/toast-container';
import { notify } from '../notify';

describe('notify', () => {
  it('shows one toast of a kind: raising the same kind again replaces its message', async () => {
    render(<AppToastContainer />);

    await act(async () => {
      await notify('error', 'The first refusal.');
      await notify('error', 'The second refusal.');
      await notify('error', 'The third refusal.');
    });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('The third refusal.');
  });

  it('keeps one toast of a kind raised before the container has mounted', async () => {
    await act(async () => {
      await notify('error', 'Raised while the container loads.');
      await notify('error', 'Raised again before it shows.');
    });
    render(<AppToastContainer />);

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Raised again before it shows.');
  });

  it('keeps one toast of each kind side by side', async () => {
    render(<AppToastContainer />);

    await act(async () => {
      await notify('success', 'Saved.');
      await notify('info', 'Good to know.');
      await notify('success', 'Saved again.');
    });

    await screen.findByText('Saved again.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Saved again.'), expect.stringContaining('Good to know.')]),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
