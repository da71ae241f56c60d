/**
 * A delivery address as checkout shows it: the type's icon and name, then the address over a few lines. Spans only
 * (phrasing content), since 'Choose Address' shows it inside a button.
 */
import type { Address } from '@lumen/contract/addresses';
import { BriefcaseIcon, HomeIcon, PinIcon } from '../../../components/icons';

const TYPE_ICONS = { Home: HomeIcon, Work: BriefcaseIcon, Other: PinIcon } as const;

export function AddressTypeBadge({ type }: { type: Address['address_type'] }) {
  const Icon = TYPE_ICONS[type];
  return (
    <span className="delivery-address__icon">
      <Icon size={20} />
    </span>
  );
}

export function DeliveryAddress({ address }: { address: Address }) {
  return (
    <span className="delivery-address">
      <AddressTypeBadge type={address.address_type} />
      <span>
        <span className="delivery-address__type">
          {address.address_type}
          {address.primary === 1 ? <span className="badge-primary">Primary</span> : null}
        </span>
        <span className="delivery-address__lines">
          {address.address_line_1}, {address.address_line_2}
          <br />
          {address.city}, {address.state} {address.postal_code}, {address.country}
        </span>
      </span>
    </span>
  );
}
