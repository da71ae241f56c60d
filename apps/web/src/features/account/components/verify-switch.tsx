/**
 * Under a current e-mail or mobile number its owner never proved: "Not verified" and a switch to prove it with this
 * save (a code goes to it, as to a new address). Hidden once the address in the field is edited: a new address is
 * proved anyway.
 */
type VerifySwitchProps = {
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
};

export function VerifySwitch({ label, on, onToggle }: VerifySwitchProps) {
  return (
    <p className="verify-switch">
      <span className="verify-switch__note">
        {on ? `We will send a code to this ${label} when you save.` : `This ${label} is not verified yet.`}
      </span>{' '}
      <button type="button" className="btn-link verify-switch__button" aria-pressed={on} onClick={() => onToggle(!on)}>
        {on ? 'Don’t verify now' : `Verify it`}
      </button>
    </p>
  );
}
