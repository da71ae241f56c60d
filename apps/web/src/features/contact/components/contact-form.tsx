/**
 * The contact form: name, an e-mail address or mobile number, and a message, all required. It validates with the
 * contract's `ContactRequestSchema` (so its messages match the API's word for word), shows each error under its
 * field and moves focus to the first invalid one. The server's answer is shown in a toast; success clears the form.
 *
 * The schema (and with it zod) loads when the visitor first reaches into the form, not with the page.
 */

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@lumen/contract/constants';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendContactMessage } from '../api/send-contact-message';

let schemaModule: Promise<typeof import('@lumen/contract/contact')> | undefined;
function loadSchema() {
  schemaModule ??= import('@lumen/contract/contact');
  return schemaModule.then((module) => module.ContactRequestSchema);
}

export function ContactForm() {
  const form = useContractForm({ initial: { name: '', email: '', message: '' }, loadSchema });
  const sendMessage = useSendContactMessage();

  const submit = form.handleSubmit((data) => {
    if (sendMessage.isPending) return;
    sendMessage.mutate(data, {
      onSuccess: (message) => {
        form.reset();
        void notify('success', message);
      },
      onError: (error) => {
        void notify('error', error.message);
      },
    });
  });

  const pending = sendMessage.isPending;

  return (
    <form className="contact-form" {...form.formProps(submit)} aria-busy={pending}>
      <FormField {...form.fieldProps('name', 'Name')}>
        <input {...form.inputProps('name')} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} />
      </FormField>
      <FormField {...form.fieldProps('email', 'Email or mobile number')}>
        <input {...form.inputProps('email')} type="text" inputMode="email" autoComplete="email" />
      </FormField>
      <FormField {...form.fieldProps('message', 'Message')}>
        <textarea {...form.inputProps('message')} rows={5} maxLength={CONTACT_MESSAGE_MAX} />
      </FormField>
      <button type="submit" className="btn btn-lj contact-form__submit" disabled={pending}>
        {pending ? 'SENDING...' : 'SEND MESSAGE'}
      </button>
    </form>
  );
}
