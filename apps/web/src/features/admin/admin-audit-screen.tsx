/**
 * /admin/audit (owner): who changed what and when, newest first, each change in words ("Price: $120.00 → $125.00",
 * audit-changes.ts) with its raw record a click away. Filters (who, action, entity, a date range: days on the shop's
 * clock) apply on the server; "Show older entries" fetches the next cursor page. Below a width (admin-audit-screen.scss)
 * each entry is a block rather than a row.
 */
import './admin-audit-screen.scss';
import type { AuditEntry } from '@lumen/contract/admin';
import { type FormEvent, Fragment, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/use-page-meta';
import { type AuditFilters, NO_AUDIT_FILTERS, useAuditLog } from './api/audit-log';
import { useStaffList } from './api/staff-members';
import { auditChange, changeText, changeValue } from './audit-changes';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';
import { SHOP_ZONE_LABEL, shopTime, zoned } from './components/shop-time';

/** The entry's change in words, a line a field, aligned; the raw record (the entry as the API gives it) a click away. */
function ChangeCell({ entry, staffName }: { entry: AuditEntry; staffName: (id: string) => string | undefined }) {
  const { lines, more } = auditChange(entry, { staffName });
  const nothing = entry.before === null && entry.after === null;
  return (
    <div className="lj-audit-change">
      {lines.length === 0 ? (
        <p className="lj-admin-muted lj-audit-change__none">{nothing ? 'No details recorded.' : 'No change.'}</p>
      ) : (
        <dl className="lj-audit-lines">
          {lines.map((line) => (
            <Fragment key={changeText(line)}>
              <dt>{line.field}</dt>
              <dd>
                {line.kind === 'changed' ? (
                  <>
                    <span className="lj-audit-lines__before">{line.before}</span> <span aria-hidden="true">→</span>
                    <span className="visually-hidden"> to</span>{' '}
                    <span className="lj-audit-lines__after">{line.after}</span>
                  </>
                ) : (
                  changeValue(line)
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      {more > 0 ? <p className="lj-admin-muted lj-audit-change__more">and {more} more in the raw record</p> : null}
      <details className="lj-audit-raw">
        <summary>Raw record</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long record scrolls, and a scrollable region must be focusable (WCAG 2.1.1) */}
        <pre tabIndex={0}>{JSON.stringify(entry, null, 2)}</pre>
      </details>
    </div>
  );
}

/** The log's columns; `names` gives the staff member's name for their id. */
function auditColumns(names: ReadonlyMap<string, string>): AdminColumn<AuditEntry>[] {
  const staffName = (id: string) => names.get(id);
  return [
    {
      key: 'when',
      header: zoned('When'),
      className: 'lj-audit-table__when',
      cell: (entry) => (
        <time dateTime={entry.at}>
          {shopTime(entry.at)}
          <span className="lj-audit-table__zone" aria-hidden="true">
            {' '}
            {SHOP_ZONE_LABEL}
          </span>
        </time>
      ),
    },
    {
      key: 'who',
      header: 'Who',
      className: 'lj-audit-table__who',
      cell: (entry) =>
        entry.staff_id === null
          ? entry.source === 'feed'
            ? 'Rate feed'
            : 'Command line'
          : (names.get(entry.staff_id) ?? entry.staff_id.slice(0, 8)),
    },
    {
      key: 'action',
      header: 'Action',
      className: 'lj-audit-table__action',
      cell: (entry) => <code>{entry.action}</code>,
    },
    {
      key: 'entity',
      header: 'Entity',
      className: 'lj-audit-table__entity',
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
      className: 'lj-audit-table__change',
      cell: (entry) => <ChangeCell entry={entry} staffName={staffName} />,
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
        className="lj-audit-table"
        ownPhoneLayout
        regionClassName="lj-admin-table-wrap lj-audit-region"
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
