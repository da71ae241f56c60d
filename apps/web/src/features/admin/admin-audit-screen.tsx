/**
 * /admin/audit (owner): who changed what and when, newest first, from before to after. Filters (who, action,
 * entity, a date range) apply on the server; "Show older entries" fetches the next cursor page.
 */
import type { AuditEntry } from '@lumen/contract/admin';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/use-page-meta';
import { type AuditFilters, NO_AUDIT_FILTERS, useAuditLog } from './api/audit-log';
import { useStaffList } from './api/staff-members';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';
import { shopTime, zoned } from './components/shop-time';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const shownValue = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** A value as one short line; an id shortened to its first eight characters, as the Entity column shows it. */
const shown = (value: unknown) =>
  typeof value === 'string' && UUID.test(value) ? value.slice(0, 8) : shownValue(value);

/** The fields that changed, as "field: before → after" (or the values made, for a creation). */
function changes(entry: AuditEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object')
    return [`${shown(entry.before)} → ${shown(entry.after)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const lines = keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) =>
      entry.before === null ? `${key}: ${shown(after[key])}` : `${key}: ${shown(before[key])} → ${shown(after[key])}`,
    );
  return lines.length > 0 ? lines : ['No change'];
}

/** The log's columns; `names` gives the staff member's name for their id. */
function auditColumns(names: ReadonlyMap<string, string>): AdminColumn<AuditEntry>[] {
  return [
    {
      key: 'when',
      header: zoned('When'),
      className: 'lj-admin-nowrap',
      cell: (entry) => shopTime(entry.at),
    },
    {
      key: 'who',
      header: 'Who',
      className: 'lj-admin-nowrap',
      cell: (entry) =>
        entry.staff_id === null
          ? entry.source === 'feed'
            ? 'Rate feed'
            : 'Command line'
          : (names.get(entry.staff_id) ?? entry.staff_id.slice(0, 8)),
    },
    { key: 'action', header: 'Action', cell: (entry) => <code>{entry.action}</code> },
    {
      key: 'entity',
      header: 'Entity',
      cell: (entry) => (
        <>
          {entry.entity}
          {entry.entity_id ? <span className="lj-admin-muted"> {entry.entity_id.slice(0, 8)}</span> : null}
        </>
      ),
    },
    {
      key: 'change',
      header: 'Change',
      cell: (entry) => (
        <ul className="lj-admin-changes">
          {changes(entry).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];
}

export function AdminAuditScreen() {
  usePageMeta({ title: 'Audit log', description: 'Lumen Jewels back office: audit log.' });
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const staff = useStaffList();
  const names = new Map((staff.data ?? []).map((member) => [member.id, member.name]));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  const field = (name: keyof AuditFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((value) => ({ ...value, [name]: event.target.value })),
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <section className="lj-admin-page" aria-labelledby="audit-title">
      <div className="lj-admin-page__head">
        <h1 id="audit-title" className="lj-admin-page__title">
          Audit log
        </h1>
      </div>
      <form className="lj-admin-filters" onSubmit={apply} aria-label="Filter the audit log">
        <label>
          <span>Who</span>
          <select className="lj-admin-select" {...field('staff_id')}>
            <option value="">Anyone</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Action</span>
          <input className="lj-admin-input" type="text" placeholder="e.g. staff.invite" {...field('action')} />
        </label>
        <label>
          <span>Entity</span>
          <input className="lj-admin-input" type="text" placeholder="e.g. staff" {...field('entity')} />
        </label>
        <label>
          <span>From</span>
          <input className="lj-admin-input" type="date" {...field('from')} />
        </label>
        <label>
          <span>To</span>
          <input className="lj-admin-input" type="date" {...field('to')} />
        </label>
        <FilterActions
          submit="Apply"
          onClear={() => {
            setDraft(NO_AUDIT_FILTERS);
            setFilters(NO_AUDIT_FILTERS);
          }}
        />
      </form>
      {log.isError ? (
        <p className="lj-admin-alert" role="alert">
          {errorMessage(log.error)}
        </p>
      ) : null}
      <AdminTable
        label="Audit entries"
        columns={auditColumns(names)}
        rows={entries}
        rowKey={(entry) => entry.id}
        busy={log.isFetching}
        query={log}
        loading="Loading…"
        empty="No entries match these filters."
      />
      <ShowMore list={log} label="Show older entries" />
    </section>
  );
}
