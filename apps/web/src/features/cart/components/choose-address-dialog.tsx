/**
 * 'Choose Address' (spec §2): the customer's saved addresses; picking one makes it the delivery address and closes
 * the dialog. A link leads to adding a new one, which brings the customer back to checkout to deliver there.
 */
import type { Address } from '@lumen/contract/addresses';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../lib/paths';
import { DeliveryAddress } from './delivery-address';

type ChooseAddressDialogProps = {
  open: boolean;
  addresses: ReadonlyArray<Address>;
  selectedId: number | null;
  onChoose: (address: Address) => void;
  onClose: () => void;
};

export function ChooseAddressDialog({ open, addresses, selectedId, onChoose, onClose }: ChooseAddressDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose Address"
      closeLabel="Close address list"
      className="address-dialog"
    >
      <ul className="address-choices">
        {addresses.map((address) => (
          <li key={address.id}>
            <button
              type="button"
              className="address-choice"
              aria-pressed={address.id === selectedId}
              aria-label={`Deliver to the ${address.address_type} address, ${address.address_line_1}, ${address.city}`}
              onClick={() => onChoose(address)}
            >
              <DeliveryAddress address={address} />
            </button>
          </li>
        ))}
      </ul>
      <Link to={paths.addressCreateThen(paths.checkout)} className="btn btn-lj-outline btn-lj--sm address-dialog__add">
        ADD NEW ADDRESS
      </Link>
    </Dialog>
  );
}
