/**
 * The shop's six one-digit code boxes (spec §4/§5), wherever a code is entered: the sign-in and sign-up screens and
 * the confirmation of a new e-mail or mobile number. Typing a digit moves to the next box; Backspace on an empty box
 * moves back; pasting exactly six digits fills every box (any other paste is ignored); non-digits never enter. The
 * first box offers the platform's one-time-code autofill, and phones show a numeric keyboard.
 */
import { OTP_LENGTH } from '@lumen/contract/constants';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';

/** `focus()` goes to the first empty box; `focus(0)` to a given box (e.g. the first, after the boxes were cleared). */
export type OtpInputHandle = { focus: (index?: number) => void };

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  errorId: string;
  invalid: boolean;
  disabled?: boolean;
  ref?: Ref<OtpInputHandle>;
};

const BOXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);

export function OtpInput({ value, onChange, errorId, invalid, disabled, ref }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = BOXES.map((index) => value[index] ?? '');

  useImperativeHandle(ref, () => ({
    focus: (index?: number) => {
      const firstEmpty = digits.indexOf('');
      boxes.current[index ?? (firstEmpty === -1 ? 0 : firstEmpty)]?.focus();
    },
  }));

  function setDigits(next: string[]) {
    // Boxes may be filled out of order; the value keeps a space for a gap, so positions hold.
    onChange(
      next.join('').length === 0
        ? ''
        : next
            .map((digit) => digit || ' ')
            .join('')
            .trimEnd(),
    );
  }

  function handleInput(index: number, raw: string) {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === OTP_LENGTH) {
      // The platform's autofill puts the whole code in one box.
      setDigits(typed.split(''));
      boxes.current[OTP_LENGTH - 1]?.focus();
      return;
    }
    const digit = typed.slice(-1);
    const next = [...digits];
    next[index] = digit;
    setDigits(next);
    if (digit && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').trim();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(pasted)) return;
    setDigits(pasted.split(''));
    boxes.current[OTP_LENGTH - 1]?.focus();
  }

  return (
    <div className="otp-input">
      {BOXES.map((index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className={`otp-input__box form-control${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          value={digits[index]}
          disabled={disabled}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
