import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { MESSAGES } from '@lumen/contract/messages';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from '../../../components/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { renderWithApp } from '../../../test/render';
import { OtpVerifyForm } from '../components/otp-verify-form';

const RESEND_MS = 120_000;

/** The verify form with its countdown held by a parent, as the OTP sign-in screens hold it. */
function Harness({
  initialResendAt,
  resend,
  verify,
  message = MESSAGES.otpDigits,
}: {
  initialResendAt: number | null;
  resend: () => Promise<boolean>;
  verify: (otp: string) => Promise<void>;
  message?: string;
}) {
  const [resendAt, setResendAt] = useState(initialResendAt);
  return (
    <OtpVerifyForm
      sentTo={{ label: 'Email', value: 'asha@example.com' }}
      incompleteMessage={message}
      resendAt={resendAt}
      verify={verify}
      resend={async () => {
        const restarted = await resend();
        if (restarted) setResendAt(Date.now() + RESEND_MS);
        return restarted;
      }}
      onResendRefused={(seconds) => setResendAt(Date.now() + seconds * 1000)}
    />
  );
}

function renderForm(options: Partial<Parameters<typeof Harness>[0]> = {}) {
  const resend = vi.fn(options.resend ?? (async () => true));
  const verify = vi.fn(options.verify ?? (async () => {}));
  renderWithApp(
    <Harness
      initialResendAt={options.initialResendAt === undefined ? Date.now() + RESEND_MS : options.initialResendAt}
      resend={resend}
      verify={verify}
      message={options.message}
    />,
  );
  return {
    resend,
    verify,
    boxes: Array.from({ length: 6 }, (_, index) =>
      screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
    ) as HTMLInputElement[],
    resendButton: () => screen.getByRole('button', { name: 'Resend' }),
    status: () => screen.getByText(/^(You can ask for a new code in \d\d:\d\d|Didn't get the code\?)$/),
    verifyButton: () => screen.getByRole('button', { name: 'VERIFY' }),
    codeGroup: () => screen.getByRole('group', { name: 'Enter the 6-digit code' }),
  };
}

describe('formatCountdown', () => {
  it.each([
    [120, '02:00'],
    [119, '01:59'],
    [61, '01:01'],
    [5, '00:05'],
    [0, '00:00'],
    [3725, '01:02:05'],
  ])('%i s → %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('the Resend countdown (fake timers)', () => {
  beforeEach(() => {
    // The countdown runs on setInterval and Date.now; the rest (React, Testing Library, user-event) keeps real
    // timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('useCountdown: the whole seconds left, ticking once a second, stopping at 0', () => {
    const until = Date.now() + 3000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('useCountdown: nothing to wait for without a time, or with one already past', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBe(0);
    expect(renderHook(() => useCountdown(Date.now() - 1)).result.current).toBe(0);
  });

  it('Resend is disabled during the 120 s, the text ticking each second, and enabled at 0', () => {
    const form = renderForm();
    expect(form.status()).toHaveTextContent('You can ask for a new code in 02:00');
    expect(form.resendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(form.status()).toHaveTextContent('You can ask for a new code in 01:59');
    act(() => vi.advanceTimersByTime(500));
    expect(form.status()).toHaveTextContent('You can ask for a new code in 01:59');
    act(() => vi.advanceTimersByTime(500));
    expect(form.status()).toHaveTextContent('You can ask for a new code in 01:58');

    act(() => vi.advanceTimersByTime(117_000));
    expect(form.status()).toHaveTextContent('You can ask for a new code in 00:01');
    expect(form.resendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(form.status()).toHaveTextContent("Didn't get the code?");
    expect(form.resendButton()).toBeEnabled();
    expect(form.resend).not.toHaveBeenCalled();
  });

  it('a successful resend clears the boxes, puts focus in the first box and restarts the countdown', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.boxes[0] as HTMLElement);
    await user.keyboard('123');
    act(() => vi.advanceTimersByTime(RESEND_MS));
    expect(form.resendButton()).toBeEnabled();

    await user.click(form.resendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent('You can ask for a new code in 02:00'));

    expect(form.resend).toHaveBeenCalledTimes(1);
    expect(form.boxes.map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(form.status()).toHaveTextContent('You can ask for a new code in 02:00');
    expect(form.resendButton()).toBeDisabled();
    // The new code is typed from the start: focus belongs in the first, now empty, box.
    expect(form.boxes[0]).toHaveFocus();
  });
});

describe('OtpVerifyForm', () => {
  it('shows where the code went, read-only', () => {
    renderForm();
    const sentTo = screen.getByRole('textbox', { name: 'Email' });
    expect(sentTo).toHaveValue('asha@example.com');
    expect(sentTo).toHaveAttribute('readonly');
  });

  it.each([
    ['the e-mail OTP screen', MESSAGES.otpDigits],
    ['the sign-up and mobile OTP screens', MESSAGES.otpAllDigits],
  ])(
    'on %s, fewer than 6 digits give its message and focus the first empty box; nothing is sent',
    async (_, message) => {
      const user = userEvent.setup();
      const form = renderForm({ message });

      await user.click(form.verifyButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(form.codeGroup()).toHaveAccessibleDescription(message);
      expect(form.boxes[0]).toHaveAttribute('aria-invalid', 'true');
      expect(form.boxes[0]).toHaveFocus();

      await user.keyboard('123');
      await user.click(form.verifyButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(form.boxes[3]).toHaveFocus();
      expect(form.verify).not.toHaveBeenCalled();
    },
  );

  it('the message is cleared by the next input, and stays cleared', async () => {
    const user = userEvent.setup();
    const form = renderForm({ message: MESSAGES.otpDigits });
    await user.click(form.boxes[0] as HTMLElement);
    await user.keyboard('12');
    await user.click(form.verifyButton());
    expect(await screen.findByText(MESSAGES.otpDigits)).toBeInTheDocument();

    await user.keyboard('3');
    // Any re-check the input starts runs on promises only (the schema module is loaded by now): let a few rounds of
    // microtasks run before looking, so a message put back by such a check would be seen.
    await act(async () => {
      for (let round = 0; round < 10; round += 1) await Promise.resolve();
    });
    expect(screen.queryByText(MESSAGES.otpDigits)).not.toBeInTheDocument();
    expect(form.codeGroup()).toHaveAccessibleDescription('');
    expect(form.boxes[0]).not.toHaveAttribute('aria-invalid');
  });

  it('six digits are verified once; VERIFY shows VERIFYING... and is disabled meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const form = renderForm({
      verify: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await user.click(form.boxes[0] as HTMLElement);
    await user.keyboard('482913');
    await user.dblClick(form.verifyButton());

    const busy = await screen.findByRole('button', { name: 'VERIFYING...' });
    expect(busy).toBeDisabled();
    expect(form.verify).toHaveBeenCalledTimes(1);
    expect(form.verify).toHaveBeenCalledWith('482913');

    await act(async () => finish());
    // Found once the form has settled (a wait, not a pause: on a loaded machine that can take a few more ticks).
    expect(await screen.findByRole('button', { name: 'VERIFY' })).toBeEnabled();
  });

  it("a resend refused with 429 shows the server's message and the time left, and restarts the countdown", async () => {
    const user = userEvent.setup();
    const refusal = AUTH_MESSAGES.waitForCode(95);
    const form = renderForm({
      initialResendAt: null,
      resend: async () => {
        throw new ApiError(refusal, 429, 95);
      },
    });
    expect(form.resendButton()).toBeEnabled();

    await user.click(form.resendButton());

    expect(await screen.findByText(`${refusal} (01:35 left)`)).toBeInTheDocument();
    expect(form.status()).toHaveTextContent(/^You can ask for a new code in 01:3[45]$/);
    expect(form.resendButton()).toBeDisabled();
  });

  it("any other failed resend shows the server's message as it is", async () => {
    const user = userEvent.setup();
    const form = renderForm({
      initialResendAt: null,
      resend: async () => {
        throw new ApiError(AUTH_MESSAGES.tooManyCodes, 400);
      },
    });
    await user.click(form.resendButton());
    expect(await screen.findByText(AUTH_MESSAGES.tooManyCodes)).toBeInTheDocument();
    expect(form.resendButton()).toBeEnabled();
  });
});
