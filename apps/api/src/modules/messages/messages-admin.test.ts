/**
 * /api/admin/messages: the role matrix, the inbox by status in cursor pages, marking handled, and replies — stored
 * with the message, sent by e-mail (SMS to a mobile number) after the commit, and recorded as failed (never a 500)
 * when the provider refuses; every change audited.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_INBOX_MESSAGES } from '@lumen/contract/admin-messages';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessageReplies, contactMessages, deliveries } from '../../db/schema/index';
import type { Message } from '../../notify/notifier';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
const members = {} as Record<StaffRole, TestStaff>;
/** What the shop sent; a recipient with "unreachable" in it makes the provider fail. */
const outbox: Message[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    now: clock.now,
    notifier: {
      send: async (message) => {
        if (message.to.includes('unreachable')) throw new Error('mailbox unavailable');
        outbox.push(message);
      },
    },
  });
  // The customer helper reads its sign-up code from `sent`.
  t.sent = outbox;
  for (const role of STAFF_ROLES) members[role] = await addStaff(t, role);
});
afterAll(() => t.close());

const as = async (role: StaffRole) => bearer(await signInStaff(t, clock, members[role]));
type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
const call = (c: Call, headers: Record<string, string> = {}) => t.app.inject({ ...c, headers });
let ip = 0;
async function contact(email: string, message = 'Can you resize my ring?') {
  ip += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Asha', email, message },
    remoteAddress: `10.2.0.${ip}`,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.message, message))
    .orderBy(contactMessages.createdAt);
  if (!row) throw new Error('message not stored');
  return row.id;
}
const audited = (action: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

describe('the role matrix of /api/admin/messages', () => {
  it('answers 401 without a staff token or with a customer’s, and each role as ROLE_PERMISSIONS says', async () => {
    const id = await contact('matrix@example.com', 'matrix');
    const customer = await signedInCustomer(t);
    const routes: Call[] = [
      { method: 'GET', url: '/api/admin/messages' },
      { method: 'GET', url: `/api/admin/messages/${id}` },
      { method: 'PATCH', url: `/api/admin/messages/${id}`, payload: { status: 'new' } },
      { method: 'POST', url: `/api/admin/messages/${id}/replies`, payload: { text: 'Yes, we do.' } },
    ];
    for (const route of routes) {
      for (const headers of [{}, customer.auth]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    }
    for (const role of STAFF_ROLES) {
      const headers = await as(role);
      const allowed = ROLE_PERMISSIONS[role].includes('messages');
      for (const route of routes) {
        const res = await call(route, headers);
        expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBe(
          allowed ? (route.method === 'POST' ? 201 : 200) : 403,
        );
      }
    }
  });
});

describe('the inbox', () => {
  it('lists by status, newest first, in cursor pages; PATCH marks a message handled, audited', async () => {
    const headers = await as('support');
    const older = await contact('a@example.com', 'first question');
    const newer = await contact('b@example.com', 'second question');
    const page = (await call({ method: 'GET', url: '/api/admin/messages?status=new&limit=1' }, headers)).json().data;
    expect(page.messages.map((m: { id: string }) => m.id)).toEqual([newer]);
    const next = (
      await call({ method: 'GET', url: `/api/admin/messages?status=new&limit=1&cursor=${page.next_cursor}` }, headers)
    ).json().data;
    expect(next.messages.map((m: { id: string }) => m.id)).toEqual([older]);
    const res = await call(
      { method: 'PATCH', url: `/api/admin/messages/${older}`, payload: { status: 'handled' } },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message.status).toBe('handled');
    const handled = (await call({ method: 'GET', url: '/api/admin/messages?status=handled' }, headers)).json().data;
    expect(handled.messages.map((m: { id: string }) => m.id)).toContain(older);
    const fresh = (await call({ method: 'GET', url: '/api/admin/messages?status=new' }, headers)).json().data;
    expect(fresh.messages.map((m: { id: string }) => m.id)).not.toContain(older);
    const [row] = await audited('message.status', older);
    expect(row).toMatchObject({ staffId: members.support.id, before: { status: 'new' }, after: { status: 'handled' } });
    expect((await call({ method: 'GET', url: '/api/admin/messages?cursor=nope!' }, headers)).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/admin/messages?cursor=bm9wZQ' }, headers)).statusCode).toBe(400);
    const unknown = await call(
      { method: 'GET', url: '/api/admin/messages/00000000-0000-4000-8000-000000000000' },
      headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_INBOX_MESSAGES.notFound);
  });
});

describe('POST /api/admin/messages/{id}/replies', () => {
  it('stores the reply with the message, sends it by e-mail, marks the message handled, audited', async () => {
    const id = await contact('Reply.Me@Example.com', 'Do you ship to Pune?');
    const res = await call(
      { method: 'POST', url: `/api/admin/messages/${id}/replies`, payload: { text: 'Yes, free of charge.' } },
      await as('manager'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(ADMIN_INBOX_MESSAGES.replySent);
    const message = res.json().data.message;
    expect(message).toMatchObject({ status: 'handled', replies: 1 });
    expect(message.reply_list).toMatchObject([
      { text: 'Yes, free of charge.', channel: 'email', delivery: 'sending', staff_id: members.manager.id },
    ]);
    // Once its message has left (the job queue, drained after each call), the reply says so.
    const shown = await call({ method: 'GET', url: `/api/admin/messages/${id}` }, await as('manager'));
    expect(shown.json().data.message.reply_list[0]).toMatchObject({ delivery: 'sent' });
    const sent = outbox.filter((m) => m.to === 'reply.me@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', subject: ADMIN_INBOX_MESSAGES.replySubject });
    expect(sent[0]?.text).toContain('Yes, free of charge.');
    const [row] = await audited('message.reply', id);
    expect(row).toMatchObject({ staffId: members.manager.id, after: { status: 'handled', channel: 'email' } });
  });

  it('sends the reply by SMS when the visitor gave a mobile number', async () => {
    const id = await contact('9876501234', 'Call me about a bangle');
    const res = await call(
      { method: 'POST', url: `/api/admin/messages/${id}/replies`, payload: { text: 'We will call you today.' } },
      await as('support'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message.reply_list[0]).toMatchObject({ channel: 'sms' });
    expect(outbox.filter((m) => m.channel === 'sms' && m.to.endsWith('9876501234'))).toHaveLength(1);
  });

  it('keeps a reply whose send failed on the queue to be retried, with the error, and answers 201, never a 500', async () => {
    const id = await contact('unreachable@example.com', 'Is this ring gold?');
    const res = await call(
      { method: 'POST', url: `/api/admin/messages/${id}/replies`, payload: { text: 'It is 18k gold.' } },
      await as('owner'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ADMIN_INBOX_MESSAGES.replySent);
    const [reply] = await t.database.db
      .select()
      .from(contactMessageReplies)
      .where(eq(contactMessageReplies.messageId, id));
    expect(reply).toMatchObject({ text: 'It is 18k gold.', delivery: 'sending' });
    const [delivery] = await t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.contactReplyId, reply?.id ?? ''));
    expect(delivery).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'mailbox unavailable' });
  });

  it('refuses an empty reply (400) and an unknown message (404)', async () => {
    const headers = await as('owner');
    const id = await contact('empty@example.com', 'empty reply');
    expect(
      (await call({ method: 'POST', url: `/api/admin/messages/${id}/replies`, payload: { text: '  ' } }, headers))
        .statusCode,
    ).toBe(400);
    const unknown = await call(
      {
        method: 'POST',
        url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/replies',
        payload: { text: 'Hello' },
      },
      headers,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
