/**
 * A password input with a show/hide toggle. The toggle keeps one name, 'Show password', and says whether the
 * password is shown through aria-pressed (a toggle button must not change its name).
 */
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} className={className} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label="Show password"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
      </button>
    </div>
  );
}
