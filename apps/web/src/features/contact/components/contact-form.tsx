/**
 * The contact form: name, an e-mail address or mobile number, and a message, all required. It validates with the
 * contract's `ContactRequestSchema` (so its messages match the API's word for word), shows each error under its
 * field and moves focus to the first invalid one. The server's answer is shown in a toast; success clears the form.
 *
 * The schema (and with it zod) loads when the visitor first reaches into the form, not with the page.
 */

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@lumen/contract/constants';
import { FormField } from '../../../components/form/field';
import { Form } from '../../../components/form/form';
import { notify } from '../../../lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';

let schemaModule: Promise<typeof import('@lumen/contract/contact')> | undefined;
function loadSchema() {
  schemaModule ??= import('@lumen/contract/contact');
  return schemaModule.then((module) => module.ContactRequestSchema);
}

export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const pending = sendMessage.isPending;

  return (
    <Form
      className="contact-form"
      defaultValues={{ name: '', email: '', message: '' }}
      schema={loadSchema}
      onSubmit={async (data, form) => {
        const message = await sendMessage.mutateAsync(data);
        form.reset();
        void notify('success', message);
      }}
      aria-busy={pending}
    >
      <FormField name="name" label="Name">
        {(input) => <input {...input} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} />}
      </FormField>
      <FormField name="email" label="Email or mobile number">
        {(input) => <input {...input} type="text" inputMode="email" autoComplete="email" />}
      </FormField>
      <FormField name="message" label="Message">
        {(input) => <textarea {...input} rows={5} maxLength={CONTACT_MESSAGE_MAX} />}
      </FormField>
      <button type="submit" className="btn btn-lj contact-form__submit" disabled={pending}>
        {pending ? 'SENDING...' : 'SEND MESSAGE'}
      </button>
    </Form>
  );
}
