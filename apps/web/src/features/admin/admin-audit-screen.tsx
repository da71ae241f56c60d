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
import { ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className="lj-admin-table-wrap" aria-label="Audit entries" tabIndex={0} aria-busy={log.isFetching}>
        <table className="lj-admin-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Entity</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="lj-admin-nowrap">{timeFormat.format(new Date(entry.at))}</td>
                <td className="lj-admin-nowrap">
                  {entry.staff_id === null ? 'Command line' : (names.get(entry.staff_id) ?? entry.staff_id.slice(0, 8))}
                </td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.entity}
                  {entry.entity_id ? <span className="lj-admin-muted"> {entry.entity_id.slice(0, 8)}</span> : null}
                </td>
                <td>
                  <ul className="lj-admin-changes">
                    {changes(entry).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {log.isPending ? <p className="lj-admin-muted lj-admin-table__note">Loading…</p> : null}
        {log.isSuccess && entries.length === 0 ? (
          <p className="lj-admin-muted lj-admin-table__note">No entries match these filters.</p>
        ) : null}
      </section>
      <ShowMore list={log} label="Show older entries" />
    </section>
  );
}
