/**
 * Staff onboarding: the owner's invitation (role matrix, audit row, e-mail with the link), pending invitations
 * (listed, resent with a new link, withdrawn, each audited and never racing a setup into an account), the setup
 * link's steps and their honest answers, exactly one staff member from parallel completions, and the start-up owner-setup link
 * (logged once a start, reused on restart, dead once an owner exists).
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { ADMIN_SETUP_MESSAGES } from '@lumen/contract/admin-setup';
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { auditLog, staff, staffInvitations } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addStaff,
  bearer,
  postStaffSession,
  signInStaff,
  statusCounts,
  type TestStaff,
  testClock,
} from '../../test/staff';
import { announceOwnerSetup } from './onboarding-service';
import { totpCode } from './totp';

const NEW_PASSWORD = 'Quartz&Willow-Lantern-77';
const clock = testClock();
const logLines: string[] = [];
let t: TestApp;
const members = {} as Record<StaffRole, TestStaff>;
const tokens = {} as Record<StaffRole, string>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://shop.example' },
    now: clock.now,
    loggerInstance: pino(loggerOptions('info') as pino.LoggerOptions, {
      write: (line: string) => logLines.push(line),
    }),
  });
  for (const role of STAFF_ROLES) {
    members[role] = await addStaff(t, role);
    tokens[role] = await signInStaff(t, clock, members[role]);
  }
});
afterAll(() => t.close());

const invite = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff/invitations', headers, payload });

/** Invites a new person as the owner and answers the setup token read from the e-mail they were sent. */
async function invited(role: StaffRole = 'manager') {
  serial += 1;
  const email = `new.${role}.${serial}@lumen.example`;
  const res = await invite(bearer(tokens.owner), { email, name: `New ${role} ${serial}`, role });
  expect(res.statusCode, res.body).toBe(201);
  const mail = t.sent.filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/https:\/\/shop\.example\/admin\/setup\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no setup link in ${mail?.text}`);
  return { email, token, id: res.json().data.invitation.id as string };
}

const setup = (token: string, suffix = '', payload?: object) =>
  t.app.inject({
    method: payload || suffix ? 'POST' : 'GET',
    url: `/api/admin/setup/${token}${suffix}`,
    ...(payload ? { payload } : {}),
  });

/** Starts the authenticator step and answers the secret shown to the new staff member. */
async function enrol(token: string) {
  const res = await setup(token, '/totp');
  expect(res.statusCode, res.body).toBe(200);
  const { secret, otpauth_uri } = res.json().data as { secret: string; otpauth_uri: string };
  expect(otpauth_uri).toContain(`secret=${secret}`);
  return secret;
}

describe('POST /api/admin/staff/invitations', () => {
  it('answers 401 with no token or a customer token, 403 to every role but the owner', async () => {
    const body = { email: 'someone@lumen.example', name: 'Someone', role: 'support' };
    expect((await invite({}, body)).statusCode).toBe(401);
    expect((await invite((await signedInCustomer(t)).auth, body)).statusCode).toBe(401);
    for (const role of ['manager', 'fulfilment', 'support'] as const) {
      const res = await invite(bearer(tokens[role]), body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_MESSAGES.forbidden);
    }
  });

  it('records the invitation in the audit log and e-mails the one-time link, keeping only its hash', async () => {
    const { email, token, id } = await invited('fulfilment');
    const mail = t.sent.find((m) => m.to === email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your invitation to the Lumen Jewels back office' });
    expect(mail?.text).toContain('as Fulfilment');
    const [row] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
    expect(row).toMatchObject({ kind: 'invitation', email, role: 'fulfilment', invitedBy: members.owner.id });
    expect(JSON.stringify(row)).not.toContain(token);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ staffId: members.owner.id, entity: 'staff_invitation' });
    expect(audit?.after).toMatchObject({ email, role: 'fulfilment' });
  });

  it('answers 409 for the e-mail of an existing staff member, and 400 for an unknown role', async () => {
    const taken = await invite(bearer(tokens.owner), { email: members.support.email, name: 'Again', role: 'support' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_SETUP_MESSAGES.staffExists);
    const badRole = await invite(bearer(tokens.owner), { email: 'x@lumen.example', name: 'X', role: 'boss' });
    expect(badRole.statusCode).toBe(400);
  });
});

describe('pending invitations: GET …/invitations, POST …/invitations/{id}/resend, DELETE …/invitations/{id}', () => {
  const pending = (role: StaffRole = 'owner') =>
    t.app.inject({ method: 'GET', url: '/api/admin/staff/invitations', headers: bearer(tokens[role]) });
  const resend = (id: string, role: StaffRole = 'owner') =>
    t.app.inject({ method: 'POST', url: `/api/admin/staff/invitations/${id}/resend`, headers: bearer(tokens[role]) });
  const withdraw = (id: string, role: StaffRole = 'owner') =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/staff/invitations/${id}`, headers: bearer(tokens[role]) });
  const auditOf = (action: string, id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

  it('are the owner’s alone (403 to every other role)', async () => {
    const { id } = await invited('support');
    for (const role of ['manager', 'fulfilment', 'support'] as const) {
      expect((await pending(role)).statusCode).toBe(403);
      expect((await resend(id, role)).statusCode).toBe(403);
      expect((await withdraw(id, role)).statusCode).toBe(403);
    }
  });

  it('lists the invitations not yet accepted, newest first, saying which have expired; accepted ones leave it', async () => {
    const first = await invited('support');
    clock.advance(1000);
    const second = await invited('fulfilment');
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(staffInvitations.id, first.id));
    const listed = (await pending()).json().data.invitations as { id: string; email: string; expired: boolean }[];
    const ours = listed.filter((row) => row.id === first.id || row.id === second.id);
    expect(ours).toMatchObject([
      { id: second.id, email: second.email, expired: false },
      { id: first.id, email: first.email, expired: true },
    ]);

    const secret = await enrol(second.token);
    const done = await setup(second.token, '', { password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    expect(done.statusCode, done.body).toBe(201);
    const after = (await pending()).json().data.invitations as { id: string }[];
    expect(after.map((row) => row.id)).not.toContain(second.id);
  });

  it('resends with a new link valid for 72 hours again; the old link stops working; audited', async () => {
    const { email, token, id } = await invited('support');
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(staffInvitations.id, id));
    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_SETUP_MESSAGES.invitationResent(email));
    expect(Date.parse(res.json().data.invitation.expires_at)).toBe(clock.now() + 72 * 60 * 60_000);
    const mails = t.sent.filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    const newToken = mails[1]?.text.match(/https:\/\/shop\.example\/admin\/setup\/([\w-]+)/)?.[1] ?? '';
    expect(newToken).not.toBe(token);
    expect((await setup(token)).statusCode).toBe(404);
    expect((await setup(newToken)).statusCode).toBe(200);
    expect(await auditOf('staff.invitation_resend', id)).toHaveLength(1);
  });

  it('a link that had started its authenticator step before the resend cannot finish it', async () => {
    const { token, id } = await invited('support');
    const secret = await enrol(token);
    expect((await resend(id)).statusCode).toBe(200);
    const done = await setup(token, '', { password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    expect(done.statusCode).toBe(404);
  });

  it('withdraws: the link stops working, the invitation leaves the list, the audit log keeps what it was', async () => {
    const { email, token, id } = await invited('support');
    const res = await withdraw(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_SETUP_MESSAGES.invitationWithdrawn(email));
    expect((await setup(token)).statusCode).toBe(404);
    const listed = (await pending()).json().data.invitations as { id: string }[];
    expect(listed.map((row) => row.id)).not.toContain(id);
    const [audit] = await auditOf('staff.invitation_withdraw', id);
    expect(audit?.before).toMatchObject({ email, role: 'support' });
    const again = await withdraw(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADMIN_SETUP_MESSAGES.invitationUnknown);
  });

  it('answers 409 to resending or withdrawing an invitation already accepted', async () => {
    const { token, id } = await invited('support');
    const secret = await enrol(token);
    await setup(token, '', { password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    for (const res of [await resend(id), await withdraw(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_SETUP_MESSAGES.invitationAccepted);
    }
  });

  it('withdrawn while eight setups complete at once: either one staff member and a 409, or none and a 200', async () => {
    const { email, token, id } = await invited('support');
    const secret = await enrol(token);
    const code = totpCode(secret, clock.now());
    const [withdrawn, ...setups] = await Promise.all([
      withdraw(id),
      ...Array.from({ length: 8 }, () => setup(token, '', { password: NEW_PASSWORD, code })),
    ]);
    const made = await t.database.db.select().from(staff).where(eq(staff.email, email));
    const created = setups.filter((res) => res.statusCode === 201).length;
    expect(created).toBe(made.length);
    if (withdrawn?.statusCode === 200) expect(made).toHaveLength(0);
    else {
      expect(withdrawn?.statusCode).toBe(409);
      expect(made).toHaveLength(1);
    }
  });
});

describe('the setup link: GET, POST …/totp and POST /api/admin/setup/{token}', () => {
  it('describes the link, then makes the staff member, who signs in; the link is then used (410)', async () => {
    const { email, token } = await invited('manager');
    const described = await setup(token);
    expect(described.statusCode).toBe(200);
    expect(described.json().data.setup).toMatchObject({ kind: 'invitation', email, role: 'manager' });

    const secret = await enrol(token);
    const done = await setup(token, '', { password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    expect(done.statusCode, done.body).toBe(201);
    const { staff: member, recovery_codes } = done.json().data;
    expect(member).toMatchObject({ email, role: 'manager' });
    expect(recovery_codes).toHaveLength(10);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.accept_invitation'), eq(auditLog.entityId, member.id)));
    expect(audit?.after).toMatchObject({ email, role: 'manager', invited_by: members.owner.id });

    // The enrolment's code does not sign in a second time; the next step's code and a recovery code do.
    const replay = await postStaffSession(t, { email, password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    expect(replay.statusCode).toBe(401);
    clock.advance(30_000);
    const signIn = await postStaffSession(t, { email, password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const recovery = await postStaffSession(t, { email, password: NEW_PASSWORD, code: recovery_codes[0] });
    expect(recovery.statusCode).toBe(200);

    for (const res of [await setup(token), await setup(token, '/totp')]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(ADMIN_SETUP_MESSAGES.linkUsed);
    }
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    const unknown = await setup('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_SETUP_MESSAGES.linkUnknown);
    const { token, id } = await invited('support');
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(staffInvitations.id, id));
    const expired = await setup(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(ADMIN_SETUP_MESSAGES.linkExpired);
  });

  it('refuses to complete before the authenticator step (409), with a wrong code or a weak password (400)', async () => {
    const { token } = await invited('support');
    const early = await setup(token, '', { password: NEW_PASSWORD, code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMIN_SETUP_MESSAGES.totpFirst);
    const secret = await enrol(token);
    const right = totpCode(secret, clock.now());
    const wrong = await setup(token, '', { password: NEW_PASSWORD, code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ADMIN_SETUP_MESSAGES.codeWrong);
    const weak = await setup(token, '', { password: 'Password@123', code: right });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(AUTH_MESSAGES.passwordCommon);
    // Only the newest secret counts: a code of the first one no longer completes.
    const newer = await enrol(token);
    expect(newer).not.toBe(secret);
    const stale = await setup(token, '', { password: NEW_PASSWORD, code: totpCode(secret, clock.now()) });
    expect(stale.statusCode).toBe(400);
  });

  it('makes exactly one staff member when the same link is completed by eight requests at once', async () => {
    const { email, token } = await invited('fulfilment');
    const secret = await enrol(token);
    const code = totpCode(secret, clock.now());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => setup(token, '', { password: NEW_PASSWORD, code })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 410: 7 });
    const rows = await t.database.db.select().from(staff).where(eq(staff.email, email));
    expect(rows).toHaveLength(1);
  });

  it('keeps the token out of the request log', async () => {
    const { token } = await invited('support');
    logLines.length = 0;
    await setup(token);
    const lines = logLines.join('\n');
    expect(lines).toContain('/api/admin/setup/[redacted]');
    expect(lines).not.toContain(token);
  });
});

describe('the owner-setup link at start-up', () => {
  let fresh: TestApp;
  const warnings: string[] = [];
  const logger = { warn: (_obj: object, msg: string) => warnings.push(msg) };
  beforeAll(async () => {
    fresh = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example', AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(() => fresh.close());

  const linkIn = (line: string | undefined) =>
    line?.match(/https:\/\/shop\.example\/admin\/setup\/([\w-]+)/)?.[1] ?? '';
  const ownerSetupRows = () =>
    fresh.database.db.select().from(staffInvitations).where(eq(staffInvitations.kind, 'owner-setup'));

  it('logs one link a start while no owner exists; a restart shows the same link and adds none', async () => {
    await announceOwnerSetup(fresh.app.onboarding, logger);
    await announceOwnerSetup(fresh.app.onboarding, logger);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('The shop has no owner yet. Open https://shop.example/admin/setup/');
    expect(linkIn(warnings[1])).toBe(linkIn(warnings[0]));
    expect(await ownerSetupRows()).toHaveLength(1);
  });

  it('replaces an expired link with a new one', async () => {
    await fresh.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.kind, 'owner-setup'));
    const old = linkIn(warnings.at(-1));
    expect((await fresh.app.inject({ method: 'GET', url: `/api/admin/setup/${old}` })).statusCode).toBe(410);
    await announceOwnerSetup(fresh.app.onboarding, logger);
    expect(linkIn(warnings.at(-1))).not.toBe(old);
    expect(await ownerSetupRows()).toHaveLength(2);
  });

  it('makes the owner from the e-mail and name its holder gives; then the link is dead and nothing is logged', async () => {
    const token = linkIn(warnings.at(-1));
    const described = await fresh.app.inject({ method: 'GET', url: `/api/admin/setup/${token}` });
    expect(described.json().data.setup).toMatchObject({ kind: 'owner-setup', email: null, role: 'owner' });
    const totp = await fresh.app.inject({ method: 'POST', url: `/api/admin/setup/${token}/totp` });
    const { secret } = totp.json().data;
    const url = `/api/admin/setup/${token}`;
    const code = totpCode(secret, Date.now());
    const nameless = await fresh.app.inject({ method: 'POST', url, payload: { password: NEW_PASSWORD, code } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe(ADMIN_SETUP_MESSAGES.emailRequired);
    const done = await fresh.app.inject({
      method: 'POST',
      url,
      payload: { password: NEW_PASSWORD, code, email: 'Owner@Lumen.example', name: 'Asha Rao' },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.staff).toMatchObject({ email: 'owner@lumen.example', name: 'Asha Rao', role: 'owner' });

    const count = warnings.length;
    expect(await announceOwnerSetup(fresh.app.onboarding, logger)).toBeUndefined();
    expect(warnings).toHaveLength(count);
  });
});
