/**
 * /admin/messages/:id (permission `messages`): the message, the replies sent to it with their delivery state
 * (sending, sent, failed), a reply form (sent by e-mail, or SMS to a mobile number; the message becomes handled),
 * and marking it handled or new.
 */
import './commerce.scss';
import type { AdminContactMessage } from '@lumen/contract/admin-messages';
import { roleCan } from '@lumen/contract/admin-roles';
import { Link, useParams } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSignedInStaff } from './admin-layout';
import { useContactMessage, useReplyToMessage, useSetMessageStatus } from './api/messages';
import { useStaffList } from './api/staff-members';
import { LoadError } from './components/list-states';
import { shopTimeZoned } from './components/shop-time';

const DELIVERY_LABELS = { sending: 'Sending', sent: 'Sent', failed: 'Not sent' } as const;

export function AdminMessageScreen() {
  const { id = '' } = useParams();
  const message = useContactMessage(id);
  usePageMeta({
    title: message.data ? `Message from ${message.data.name}` : 'Message',
    description: 'Lumen Jewels back office: a message.',
  });
  return (
    <section className="lj-admin-page" aria-labelledby="message-title">
      <p className="lj-commerce-back">
        <Link to={paths.adminMessages}>← Messages</Link>
      </p>
      {message.data ? (
        <MessageDetail message={message.data} />
      ) : (
        <>
          <h1 id="message-title" className="lj-admin-page__title">
            Message
          </h1>
          {message.isPending ? <p className="lj-admin-muted lj-admin-loading">Loading the message…</p> : null}
          {message.isError ? <LoadError error={message.error} onRetry={() => void message.refetch()} /> : null}
        </>
      )}
    </section>
  );
}

function MessageDetail({ message }: { message: AdminContactMessage }) {
  const me = useSignedInStaff();
  // Only the owner may read the staff list; everyone else sees "Staff" for a colleague's reply.
  const staff = useStaffList(roleCan(me.role, 'staff'));
  const names = new Map((staff.data ?? []).map((member) => [member.id, member.name]));
  names.set(me.id, `${me.name} (you)`);
  const setStatus = useSetMessageStatus();
  const reply = useReplyToMessage();
  const handled = message.status === 'handled';
  const byEmail = message.contact.includes('@');

  async function toggle() {
    try {
      await setStatus.mutateAsync({ id: message.id, status: handled ? 'new' : 'handled' });
      void notify('success', handled ? 'Marked as new.' : 'Marked as handled.');
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  return (
    <>
      <div className="lj-admin-page__head">
        <h1 id="message-title" className="lj-admin-page__title">
          Message from {message.name}
        </h1>
        <div className="lj-commerce-actions">
          <span className={`lj-admin-badge${handled ? '' : ' lj-commerce-new'}`}>{handled ? 'Handled' : 'New'}</span>
          <button
            type="button"
            className="lj-admin-ghost"
            onClick={() => void toggle()}
            disabled={setStatus.isPending}
            aria-busy={setStatus.isPending}
          >
            {setStatus.isPending ? 'Saving…' : handled ? 'Mark as new' : 'Mark as handled'}
          </button>
        </div>
      </div>
      <article className="lj-commerce-card lj-commerce-message" aria-label={`Message from ${message.name}`}>
        <p className="lj-commerce-message__meta">
          <strong>{message.name}</strong> · {message.contact} ·{' '}
          <time dateTime={message.created_at}>{shopTimeZoned(message.created_at)}</time>
        </p>
        <p className="lj-commerce-message__text">{message.message}</p>
      </article>

      <h2 className="lj-commerce-section-title" id="replies-title">
        Replies
      </h2>
      {message.reply_list.length === 0 ? (
        <p className="lj-admin-muted">No replies yet.</p>
      ) : (
        <ol className="lj-commerce-thread" aria-labelledby="replies-title">
          {message.reply_list.map((item) => (
            <li key={item.id} className="lj-commerce-card lj-commerce-reply">
              <p className="lj-commerce-message__meta">
                <strong>{item.staff_id ? (names.get(item.staff_id) ?? 'Staff') : 'Staff'}</strong> ·{' '}
                <time dateTime={item.created_at}>{shopTimeZoned(item.created_at)}</time> · by{' '}
                {item.channel === 'email' ? 'e-mail' : 'SMS'} ·{' '}
                <span className={`lj-admin-badge lj-commerce-delivery--${item.delivery}`}>
                  {DELIVERY_LABELS[item.delivery]}
                </span>
              </p>
              <p className="lj-commerce-message__text">{item.text}</p>
            </li>
          ))}
        </ol>
      )}

      <h2 className="lj-commerce-section-title" id="reply-title">
        Reply
      </h2>
      <Form
        key={message.reply_list.length}
        className="lj-admin-form lj-commerce-reply-form"
        defaultValues={{ text: '' }}
        schema={async () => (await import('@lumen/contract/admin-messages')).AdminReplyRequestSchema}
        onSubmit={async (data) => {
          try {
            const result = await reply.mutateAsync({ id: message.id, text: data.text });
            void notify('success', result.message);
          } catch (error) {
            void notify('error', errorMessage(error));
            throw error;
          }
        }}
        aria-busy={reply.isPending}
      >
        <FormField
          name="text"
          label={`Your reply to ${message.contact} (sent by ${byEmail ? 'e-mail' : 'SMS'}; the message becomes handled)`}
        >
          {(input) => <textarea {...input} rows={6} maxLength={5000} />}
        </FormField>
        <div className="lj-commerce-form__actions">
          <button type="submit" className="btn btn-lj" disabled={reply.isPending} aria-busy={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </button>
        </div>
      </Form>
    </>
  );
}
