/**
 * /address/create (Add Address) and /address/edit/{id} (Edit Address, prefilled; it finds the address in the saved
 * list, so it also works when opened by URL or reloaded). After a save the shopper returns to /address, or to the
 * page that opened the form (`?next=`: checkout's 'Add a new address', which then delivers to the new address).
 */
import type { Address, AddressInput } from '@lumen/contract/addresses';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { AddressForm, type AddressFormValues } from '../../components/address-form';
import { Card } from '../../components/card';
import { apiRequest } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { paths, returnPath, type SavedAddressState } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { accountKeys } from './api/account-keys';
import { useAddressesQuery } from './api/get-addresses';
import './account.scss';

async function saveAddress({ id, address }: { id: number | null; address: AddressInput }) {
  const path = id === null ? API_PATHS.userAddress : (routeTo(API_PATHS.addressEdit, { id }) as `/api/${string}`);
  return apiRequest<Address>(path, { method: 'POST', body: address, auth: true });
}

const valuesOf = ({ id: _id, primary: _primary, ...fields }: Address): AddressFormValues => fields;

function AddressFormScreen({ editing }: { editing: boolean }) {
  const title = editing ? 'Edit Address' : 'Add Address';
  usePageMeta({ title, description: 'A delivery address of your Lumen Jewels account.' });
  const { id } = useParams();
  const navigate = useNavigate();
  const back = returnPath(useLocation().search);
  const queryClient = useQueryClient();
  const addresses = useAddressesQuery();
  const save = useMutation({ mutationFn: saveAddress, onError: notifyError });
  const existing = editing ? addresses.data?.find((address) => String(address.id) === id) : undefined;

  const onSubmit = async (address: AddressInput) => {
    const { message, data } = await save.mutateAsync({ id: existing ? existing.id : null, address });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
      queryClient.invalidateQueries({ queryKey: accountKeys.primaryAddress }),
    ]);
    void notify('success', message);
    if (back && data) navigate(back, { state: { savedAddressId: data.id } satisfies SavedAddressState });
    else navigate(paths.address);
  };

  let body: ReactNode;
  if (!editing) {
    body = <AddressForm submitLabel="SAVE ADDRESS" pending={save.isPending} onSubmit={onSubmit} />;
  } else if (addresses.isPending) {
    body = <div className="account-skeleton" aria-busy="true" />;
  } else if (existing) {
    body = (
      <AddressForm
        initial={valuesOf(existing)}
        submitLabel="SAVE ADDRESS"
        pending={save.isPending}
        onSubmit={onSubmit}
      />
    );
  } else {
    body = (
      <p className="account-empty">
        This address could not be found. <Link to={paths.address}>Back to your addresses</Link>
      </p>
    );
  }

  return (
    <AccountPage
      title={title}
      trail={[
        { label: 'My Account', to: paths.account },
        { label: 'Manage Address', to: paths.address },
        { label: title },
      ]}
      sidebar={false}
    >
      <Card>{body}</Card>
    </AccountPage>
  );
}

export const AddressCreateScreen = () => <AddressFormScreen editing={false} />;
export const AddressEditScreen = () => <AddressFormScreen editing />;
