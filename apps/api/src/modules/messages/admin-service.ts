/**
 * The back office's inbox: pages of contact messages, a message with its replies, its status, and replies — stored
 * with their message on the job queue (e-mail, or SMS when the visitor gave a mobile number), retried while the
 * provider fails; the reply's delivery follows its message's.
 */
import { ADMIN_INBOX_MESSAGES, type AdminContactMessage, type AdminMessageQuery } from '@lumen/contract/admin-messages';
import { parseIdentifier } from '@lumen/contract/identifier';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { pageOf } from '../../lib/page';
import { notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type { Deliveries } from '../deliveries/service';
import type {
  AdminMessageRepository,
  ContactMessageRow,
  InboxPosition,
  MessageStatus,
  ReplyRow,
} from './admin-repository';

/** The inbox's cursor: the last message's `{ createdAt, id }` (a uuid). */
function readInboxCursor(value: unknown): InboxPosition | undefined {
  const { createdAt, id } = (value ?? {}) as Partial<Record<keyof InboxPosition, unknown>>;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return undefined;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? { createdAt, id } : undefined;
}

const reply = (row: ReplyRow) => ({
  id: row.id,
  text: row.text,
  channel: row.channel,
  delivery: row.delivery,
  staff_id: row.staffId,
  created_at: row.createdAt.toISOString(),
});

const summary = (row: ContactMessageRow, replies: number) => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  replies,
});

/** Where a reply goes: the visitor's e-mail address, or their mobile number by SMS. */
function recipient(contact: string): { channel: 'email' | 'sms'; to: string } {
  const identifier = parseIdentifier(contact);
  if (identifier?.kind === 'mobile') return { channel: 'sms', to: identifier.mobile };
  return { channel: 'email', to: identifier?.kind === 'email' ? identifier.email : contact };
}

export function createAdminMessageService(repository: AdminMessageRepository, options: { deliveries: Deliveries }) {
  async function detail(id: string): Promise<AdminContactMessage> {
    const found = await repository.find(id);
    if (!found) throw notFound(ADMIN_INBOX_MESSAGES.notFound);
    return { ...summary(found.message, found.replies.length), reply_list: found.replies.map(reply) };
  }

  return {
    async list(query: AdminMessageQuery) {
      const rows = await repository.list({
        status: query.status,
        after:
          query.cursor === undefined ? undefined : decodeCursor(query.cursor, readInboxCursor, 'cursor: not a cursor'),
        limit: query.limit + 1,
      });
      const { shown, next_cursor } = pageOf(rows, query.limit, (last) =>
        encodeCursor({ createdAt: last.position, id: last.message.id }),
      );
      return { messages: shown.map((row) => summary(row.message, Number(row.replies))), next_cursor };
    },

    detail,

    async setStatus(id: string, status: MessageStatus, actor: Actor) {
      if (!(await repository.setStatus(id, status, actor))) throw notFound(ADMIN_INBOX_MESSAGES.notFound);
      return detail(id);
    },

    /**
     * Stores the reply and puts it on the job queue in one transaction; the reply's delivery is 'sending' until its
     * message is sent (then 'sent'), or given up after its last retry ('failed').
     */
    async reply(id: string, text: string, actor: Actor) {
      const found = await repository.find(id);
      if (!found) throw notFound(ADMIN_INBOX_MESSAGES.notFound);
      const to = recipient(found.message.contact);
      const stored = await repository.addReply(id, { text, channel: to.channel }, actor, (tx, row) =>
        options.deliveries.enqueue(tx, {
          channel: to.channel,
          to: to.to,
          subject: ADMIN_INBOX_MESSAGES.replySubject,
          text: `Dear ${found.message.name},\n\n${text}\n\nLumen Jewels`,
          kind: 'contact',
          contactReplyId: row.id,
        }),
      );
      if (!stored) throw notFound(ADMIN_INBOX_MESSAGES.notFound);
      return detail(id);
    },
  };
}
export type AdminMessageService = ReturnType<typeof createAdminMessageService>;
