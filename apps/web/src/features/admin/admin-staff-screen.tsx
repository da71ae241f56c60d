/**
 * /admin/staff (owner): every staff member with role, state and live sessions; invite someone (a dialog), change a
 * role, disable or enable (asked first), end someone's sessions (asked first). Each action shows its progress and a
 * toast; the server's refusals (the last owner, an e-mail already on the staff) are shown as it words them. Below,
 * the invitations nobody has accepted yet, each to send again (a new link) or withdraw (asked first).
 */
import type { Staff, StaffMember } from '@lumen/contract/admin';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { type PendingInvitation, StaffInvitationRequestSchema } from '@lumen/contract/admin-setup';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSignedInStaff } from './admin-layout';
import {
  useInvitationAction,
  useInviteStaff,
  usePendingInvitations,
  useRevokeStaffSessions,
  useStaffList,
  useUpdateStaff,
} from './api/staff-members';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { shopDate, shopTimeZoned } from './components/shop-time';

type Pending = { kind: 'disable' | 'enable' | 'revoke'; member: StaffMember } | null;

/** The staff list's columns: the role can be changed in place; the last column holds the member's actions. */
function staffColumns({
  me,
  changingRole,
  onRole,
  onAsk,
}: {
  me: Staff;
  changingRole: string | null;
  onRole: (member: StaffMember, role: StaffRole) => void;
  onAsk: (pending: Pending) => void;
}): AdminColumn<StaffMember>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name}
          {member.id === me.id ? <span className="lj-admin-muted"> (you)</span> : null}
        </>
      ),
    },
    { key: 'email', header: 'E-mail', wide: true, cell: (member) => member.email },
    {
      key: 'role',
      header: 'Role',
      cell: (member) => (
        <select
          className="lj-admin-select"
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={changingRole === member.id}
          onChange={(event) => onRole(member, event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (member) => (
        <span className={`lj-admin-badge${member.disabled ? ' lj-admin-badge--off' : ''}`}>
          {member.disabled ? 'Disabled' : 'Active'}
        </span>
      ),
    },
    { key: 'sessions', header: 'Sessions', cell: (member) => member.active_sessions },
    { key: 'since', header: 'Since', cell: (member) => shopDate(member.created_at) },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'lj-admin-table__actions',
      cell: (member) => (
        <>
          <button
            type="button"
            className="lj-admin-ghost"
            onClick={() => onAsk({ kind: member.disabled ? 'enable' : 'disable', member })}
          >
            {member.disabled ? 'Enable' : 'Disable'}
            <span className="visually-hidden"> {member.name}</span>
          </button>
          <button
            type="button"
            className="lj-admin-ghost"
            disabled={member.active_sessions === 0}
            onClick={() => onAsk({ kind: 'revoke', member })}
          >
            End sessions<span className="visually-hidden"> of {member.name}</span>
          </button>
        </>
      ),
    },
  ];
}

export function AdminStaffScreen() {
  usePageMeta({ title: 'Staff', description: 'Lumen Jewels back office: staff.' });
  const me = useSignedInStaff();
  const list = useStaffList();
  const update = useUpdateStaff();
  const revoke = useRevokeStaffSessions();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [changingRole, setChangingRole] = useState<string | null>(null);

  async function changeRole(member: StaffMember, role: StaffRole) {
    setChangingRole(member.id);
    try {
      const { message } = await update.mutateAsync({ id: member.id, role });
      void notify('success', `${message} ${member.name} is now ${STAFF_ROLE_NAMES[role]}.`);
    } catch (error) {
      void notify('error', errorMessage(error));
    } finally {
      setChangingRole(null);
    }
  }

  async function confirm() {
    if (!pending) return;
    try {
      if (pending.kind === 'revoke') {
        await revoke.mutateAsync(pending.member.id);
        void notify('success', `Every session of ${pending.member.name} has ended.`);
      } else {
        await update.mutateAsync({ id: pending.member.id, disabled: pending.kind === 'disable' });
        void notify('success', `${pending.member.name} is ${pending.kind === 'disable' ? 'disabled' : 'enabled'}.`);
      }
      setPending(null);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  return (
    <section className="lj-admin-page" aria-labelledby="staff-title">
      <div className="lj-admin-page__head">
        <h1 id="staff-title" className="lj-admin-page__title">
          Staff
        </h1>
        <button type="button" className="btn btn-lj btn-lj--sm" onClick={() => setInviting(true)}>
          Invite someone
        </button>
      </div>
      {list.isPending ? <p className="lj-admin-muted">Loading the staff…</p> : null}
      {list.isError ? (
        <p className="lj-admin-alert" role="alert">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {list.data ? (
        <AdminTable
          label="Staff members"
          columns={staffColumns({
            me,
            changingRole,
            onRole: (member, role) => void changeRole(member, role),
            onAsk: setPending,
          })}
          rows={list.data}
          rowKey={(member) => member.id}
          rowBusy={(member) => changingRole === member.id}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'revoke'
            ? 'End sessions'
            : pending?.kind === 'enable'
              ? 'Enable account'
              : 'Disable account'
        }
        question={
          pending?.kind === 'revoke'
            ? `End every session of ${pending.member.name}? They will have to sign in again.`
            : pending?.kind === 'enable'
              ? `Let ${pending.member.name} sign in to the back office again?`
              : `Disable ${pending?.member.name ?? ''}? They are signed out everywhere and cannot sign in until enabled.`
        }
        pending={update.isPending || revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <PendingInvitations />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </section>
  );
}

/** The waiting invitations' columns: the last holds Send again and Withdraw, busy while one runs. */
function invitationColumns({
  busyId,
  resending,
  onResend,
  onWithdraw,
}: {
  busyId: string | undefined;
  resending: boolean;
  onResend: (invitation: PendingInvitation) => void;
  onWithdraw: (invitation: PendingInvitation) => void;
}): AdminColumn<PendingInvitation>[] {
  return [
    { key: 'name', header: 'Name', rowHeader: true, cell: (invitation) => invitation.name },
    { key: 'email', header: 'E-mail', wide: true, cell: (invitation) => invitation.email },
    { key: 'role', header: 'Role', cell: (invitation) => STAFF_ROLE_NAMES[invitation.role] },
    {
      key: 'link',
      header: 'Link',
      wide: true,
      cell: (invitation) =>
        invitation.expired ? (
          <span className="lj-admin-badge lj-admin-badge--off">Expired</span>
        ) : (
          <>
            Works until{' '}
            <time dateTime={invitation.expires_at} className="lj-admin-nowrap">
              {shopTimeZoned(invitation.expires_at)}
            </time>
          </>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'lj-admin-table__actions',
      cell: (invitation) => (
        <>
          <button
            type="button"
            className="lj-admin-ghost"
            disabled={busyId === invitation.id}
            onClick={() => onResend(invitation)}
          >
            {busyId === invitation.id && resending ? 'Sending…' : 'Send again'}
            <span className="visually-hidden"> to {invitation.name}</span>
          </button>
          <button
            type="button"
            className="lj-admin-ghost"
            disabled={busyId === invitation.id}
            onClick={() => onWithdraw(invitation)}
          >
            Withdraw<span className="visually-hidden"> the invitation of {invitation.name}</span>
          </button>
        </>
      ),
    },
  ];
}

/** The invitations nobody has accepted yet: resend one (a new link, the old one stops working) or withdraw it. */
function PendingInvitations() {
  const invitations = usePendingInvitations();
  const action = useInvitationAction();
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const busyId = action.isPending ? action.variables?.id : undefined;

  async function run(invitation: PendingInvitation, kind: 'resend' | 'withdraw') {
    try {
      const { message } = await action.mutateAsync({ id: invitation.id, action: kind });
      void notify('success', message);
      setWithdrawing(null);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  if (invitations.isError) {
    return (
      <p className="lj-admin-alert" role="alert">
        {errorMessage(invitations.error)}
      </p>
    );
  }
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <div className="lj-admin-section">
      <h2 className="lj-admin-section__title">Invitations waiting</h2>
      <AdminTable
        label="Invitations waiting"
        columns={invitationColumns({
          busyId,
          resending: action.variables?.action === 'resend',
          onResend: (invitation) => void run(invitation, 'resend'),
          onWithdraw: setWithdrawing,
        })}
        rows={invitations.data}
        rowKey={(invitation) => invitation.id}
        rowBusy={(invitation) => busyId === invitation.id}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw invitation"
        question={`Withdraw the invitation to ${withdrawing?.email ?? ''}? The link in their e-mail stops working.`}
        pending={action.isPending}
        onConfirm={() => withdrawing && void run(withdrawing, 'withdraw')}
        onCancel={() => setWithdrawing(null)}
      />
    </div>
  );
}

function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteStaff();
  return (
    <Dialog open={open} onClose={onClose} title="Invite someone" closeLabel="Close the invitation">
      <p className="lj-admin-muted">
        They get an e-mail with a one-time link to set a password and their authenticator.
      </p>
      <Form
        className="lj-admin-form"
        defaultValues={{ name: '', email: '', role: 'support' }}
        schema={async () => StaffInvitationRequestSchema}
        onSubmit={async (data) => {
          try {
            const { message } = await invite.mutateAsync(data);
            void notify('success', message);
            onClose();
          } catch (error) {
            void notify('error', errorMessage(error));
            throw error;
          }
        }}
      >
        <FormField name="name" label="Name">
          {(input) => <input {...input} type="text" autoComplete="off" />}
        </FormField>
        <FormField name="email" label="E-mail">
          {(input) => <input {...input} type="email" autoComplete="off" inputMode="email" />}
        </FormField>
        <FormField name="role" label="Role">
          {(input) => (
            <select {...input} className={`${input.className} lj-admin-select`}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_NAMES[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="submit"
          className="btn btn-lj lj-admin-form__submit"
          disabled={invite.isPending}
          aria-busy={invite.isPending}
        >
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </Form>
    </Dialog>
  );
}
