/** The back office's wordmark: the shop's name with "Back office" under it. */
export function AdminBrand({ as: Tag = 'p' }: { as?: 'p' | 'h1' }) {
  return (
    <Tag className="lj-admin-brand">
      <span className="lj-admin-brand__name">Lumen Jewels</span>
      <span className="lj-admin-brand__sub">Back office</span>
    </Tag>
  );
}
