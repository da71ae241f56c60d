/** One saved address: its type icon and label, the 'Primary' badge, and the spec's one-line summary. */
import type { Address } from '@lumen/contract/addresses';
import type { ReactNode } from 'react';
import { BriefcaseIcon, HomeIcon, PinIcon } from '../../../components/icons';

const TYPE_ICONS = { Home: HomeIcon, Work: BriefcaseIcon, Other: PinIcon } as const;

/** address_line_1, city, state, country, postal_code (spec §2, the overview's line). */
export const addressLine = (address: Address) =>
  [address.address_line_1, address.city, address.state, address.country, address.postal_code].join(', ');

export function AddressTypeIcon({ type, size = 22 }: { type: Address['address_type']; size?: number }) {
  const Icon = TYPE_ICONS[type];
  return (
    <span className="address-card__icon">
      <Icon size={size} />
    </span>
  );
}

export function AddressCard({ address, children }: { address: Address; children?: ReactNode }) {
  return (
    <article
      className="address-card"
      aria-label={`${address.address_type} address${address.primary ? ', primary' : ''}`}
    >
      <div className="address-card__head">
        <AddressTypeIcon type={address.address_type} />
        <h2 className="address-card__type">{address.address_type}</h2>
        {address.primary === 1 ? <span className="badge-primary">Primary</span> : null}
        {children}
      </div>
      <p className="address-card__lines">
        {address.address_line_1}
        <br />
        {address.address_line_2}
        <br />
        {address.city}, {address.state} {address.postal_code}
        <br />
        {address.country}
      </p>
    </article>
  );
}
