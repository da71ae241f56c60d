/** What a staff member sees on a screen their role may not use (also when the server answers 403). */
import { STAFF_ROLE_NAMES, type StaffRole } from '@lumen/contract/admin-roles';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AdminNotice } from './components/admin-notice';

export function AdminForbidden({ role }: { role: StaffRole }) {
  return (
    <AdminNotice title="Not for your role">
      <p>
        This screen is not part of the {STAFF_ROLE_NAMES[role]} role. If you need it, ask the shop owner to change your
        role.
      </p>
      <p>
        <Link to={paths.admin}>Back to the back office</Link>
      </p>
    </AdminNotice>
  );
}
