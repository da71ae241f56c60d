/**
 * The offer to pass the conversation to the shop's team: one press for a signed-in customer (the account's name and
 * contact go with it); a visitor first gives a name and an e-mail address or mobile number, for the reply.
 */
import { ASSISTANT_MESSAGES } from '@lumen/contract/assistant';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { useHandOff } from '../api/ask-assistant';

type HandoffOfferProps = {
  conversationId: string;
  /** Called with the shop's thanks once the team has the conversation. */
  onHandedOff: (message: string) => void;
};

export function HandoffOffer({ conversationId, onHandedOff }: HandoffOfferProps) {
  const signedIn = useSignedIn();
  const handOff = useHandOff();
  const [asking, setAsking] = useState(false);
  const nameId = useId();
  const contactId = useId();
  const nameRef = useRef<HTMLInputElement>(null);

  // The form opens where the shopper pressed: the first field takes the focus (and comes into view).
  useEffect(() => {
    if (asking) nameRef.current?.focus();
  }, [asking]);

  function send(body: { name?: string; contact?: string }) {
    handOff.mutate({ conversation_id: conversationId, ...body }, { onSuccess: onHandedOff });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({ name: String(form.get('name') ?? ''), contact: String(form.get('contact') ?? '') });
  }

  const problem = handOff.error ? (
    <p className="chat-handoff__error" role="alert">
      {errorMessage(handOff.error)}
    </p>
  ) : null;

  if (signedIn || !asking)
    return (
      <div className="chat-handoff">
        <button
          type="button"
          className="btn btn-lj btn-lj--sm"
          disabled={handOff.isPending}
          onClick={() => (signedIn ? send({}) : setAsking(true))}
        >
          Ask our team
        </button>
        {problem}
      </div>
    );

  return (
    <form className="chat-handoff chat-handoff--form" onSubmit={submit} aria-label="Ask our team">
      <p className="chat-handoff__hint">{ASSISTANT_MESSAGES.contactNeeded}</p>
      <label htmlFor={nameId}>Name</label>
      <input ref={nameRef} id={nameId} name="name" autoComplete="name" required maxLength={100} />
      <label htmlFor={contactId}>Email or mobile number</label>
      <input id={contactId} name="contact" autoComplete="email" required maxLength={254} />
      <button type="submit" className="btn btn-lj btn-lj--sm" disabled={handOff.isPending}>
        Send to our team
      </button>
      {problem}
    </form>
  );
}
