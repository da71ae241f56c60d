/**
 * The back office's inbox: pages of contact messages, a message with its replies, its status, and replies — stored
 * first, then sent after the commit (e-mail, or SMS when the visitor gave a mobile number) within a timeout; a failed
 * or timed-out send is recorded on the reply as 'failed', never answered as a 500.
 */
import { ADMIN_INBOX_MESSAGES, type AdminContactMessage, type AdminMessageQuery } from '@lumen/contract/admin-messages';
import { parseIdentifier } from '@lumen/contract/identifier';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { Logger } from '../../lib/logger';
import { pageOf } from '../../lib/page';
import type { Notifier } from '../../notify/notifier';
import { notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type {
  AdminMessageRepository,
  ContactMessageRow,
  InboxPosition,
  MessageStatus,
  ReplyRow,
} from './admin-repository';

/** How long a reply waits for the e-mail or SMS provider before it counts as not sent. */
export const REPLY_SEND_TIMEOUT_MS = 15_000;

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

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createAdminMessageService(
  repository: AdminMessageRepository,
  options: { notifier: Notifier; logger: Logger; sendTimeoutMs?: number },
) {
  const sendTimeoutMs = options.sendTimeoutMs ?? REPLY_SEND_TIMEOUT_MS;

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

    /** Stores the reply, then sends it; answers the message and whether the reply went. */
    async reply(id: string, text: string, actor: Actor) {
      const found = await repository.find(id);
      if (!found) throw notFound(ADMIN_INBOX_MESSAGES.notFound);
      const to = recipient(found.message.contact);
      const stored = await repository.addReply(id, { text, channel: to.channel }, actor);
      if (!stored) throw notFound(ADMIN_INBOX_MESSAGES.notFound);
      let delivery: 'sent' | 'failed' = 'sent';
      try {
        await withTimeout(
          options.notifier.send({
            channel: to.channel,
            to: to.to,
            subject: ADMIN_INBOX_MESSAGES.replySubject,
            text: `Dear ${found.message.name},\n\n${text}\n\nLumen Jewels`,
          }),
          sendTimeoutMs,
        );
      } catch (err) {
        delivery = 'failed';
        options.logger.error(
          {
            err: { message: err instanceof Error ? err.message : String(err) },
            reply: stored.reply.id,
            channel: to.channel,
          },
          'reply to a contact message could not be sent',
        );
      }
      await repository.setDelivery(stored.reply.id, delivery);
      return { sent: delivery === 'sent', message: await detail(id) };
    },
  };
}
export type AdminMessageService = ReturnType<typeof createAdminMessageService>;
