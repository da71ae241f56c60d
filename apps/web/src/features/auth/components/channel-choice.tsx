/**
 * Where a one-time code goes: e-mail, SMS or WhatsApp, each with the address it would reach (the form's `type`
 * field, required). The sign-up flow's /otp-method and guest checkout ask with it.
 */
import type { OtpChannel } from '@lumen/contract/constants';
import { FieldError, useField } from '../../../components/form/field';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../../../components/icons';

const CHANNELS: ReadonlyArray<{ value: OtpChannel; label: string; icon: typeof MailIcon; to: 'email' | 'phone' }> = [
  { value: 'email', label: 'Email', icon: MailIcon, to: 'email' },
  { value: 'sms', label: 'SMS', icon: PhoneIcon, to: 'phone' },
  { value: 'whatsapp', label: 'WhatsApp', icon: WhatsAppIcon, to: 'phone' },
];

export function ChannelChoice({ email, phone }: { email: string; phone: string }) {
  const field = useField('type');
  return (
    <>
      <fieldset className="otp-channels" aria-describedby={field.errorId}>
        <legend className="form-label">Send the code by</legend>
        {CHANNELS.map(({ value, label, icon: Icon, to }) => (
          <label key={value} className="choice-card otp-channel">
            <input {...field.control} type="radio" value={value} aria-invalid={field.error ? true : undefined} />
            <span className="otp-channel__icon">
              <Icon size={20} />
            </span>
            <span className="otp-channel__text">
              <span className="otp-channel__label">{label}</span>
              <span className="otp-channel__to">{to === 'email' ? email : phone}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id={field.errorId} message={field.error} />
    </>
  );
}
