/**
 * /address, Manage Address (spec §2, §4): every saved address with its type icon and the 'Primary' badge, and a
 * menu with 'Set As Primary' (non-primary only), 'Edit' and 'Delete'. Set-primary and delete ask first; YES waits
 * with a loading label, success closes the dialog and reloads the list, failure keeps it open.
 */
import type { Address } from '@lumen/contract/addresses';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MoreIcon } from '../../components/icons';
import { apiRequest } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { accountKeys } from './api/account-keys';
import { useAddressesQuery } from './api/get-addresses';
import { AddressCard } from './components/address-card';
import './account.scss';

type Pending = { kind: 'primary' | 'delete'; address: Address };

async function runAction({ kind, address }: Pending) {
  const path = routeTo(kind === 'primary' ? API_PATHS.addressSetPrimary : API_PATHS.addressDelete, {
    id: address.id,
  }) as `/api/${string}`;
  return (await apiRequest(path, { method: kind === 'primary' ? 'POST' : 'DELETE', auth: true })).message;
}

function AddressMenu({ address, onAsk }: { address: Address; onAsk: (kind: Pending['kind']) => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const choose = (kind: Pending['kind']) => {
    setOpen(false);
    onAsk(kind);
  };

  return (
    <div className="address-menu" ref={ref}>
      <button
        type="button"
        className="address-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Options for the ${address.address_type} address, ${address.address_line_1}`}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon size={20} />
      </button>
      <ul id={menuId} className="address-menu__list" hidden={!open}>
        {address.primary === 0 ? (
          <li>
            <button type="button" onClick={() => choose('primary')}>
              Set As Primary
            </button>
          </li>
        ) : null}
        <li>
          <Link to={paths.addressEdit(address.id)}>Edit</Link>
        </li>
        <li>
          <button type="button" onClick={() => choose('delete')}>
            Delete
          </button>
        </li>
      </ul>
    </div>
  );
}

export function AddressListScreen() {
  usePageMeta({ title: 'Manage Address', description: 'Your saved delivery addresses.' });
  const addresses = useAddressesQuery();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Pending | null>(null);
  const action = useMutation({
    mutationFn: runAction,
    onSuccess: async (message) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
        queryClient.invalidateQueries({ queryKey: accountKeys.primaryAddress }),
      ]);
      setAsking(null);
      void notify('success', message);
    },
    onError: notifyError,
  });

  function confirm() {
    if (asking && !action.isPending) action.mutate(asking);
  }

  const list = addresses.data ?? [];
  return (
    <AccountPage
      title="Manage Address"
      trail={[{ label: 'My Account', to: paths.account }, { label: 'Manage Address' }]}
      actions={
        <Link to={paths.addressCreate} className="btn btn-lj">
          ADD NEW ADDRESS
        </Link>
      }
    >
      {addresses.isPending ? (
        <div className="address-grid" aria-busy="true">
          <Card className="account-skeleton" />
          <Card className="account-skeleton" />
        </div>
      ) : list.length === 0 ? (
        <Card className="account-empty">
          <p>You have no saved addresses yet.</p>
          <Link to={paths.addressCreate} className="btn btn-lj-outline">
            Add your first address
          </Link>
        </Card>
      ) : (
        <div className="address-grid">
          {list.map((address) => (
            <AddressCard key={address.id} address={address}>
              <AddressMenu address={address} onAsk={(kind) => setAsking({ kind, address })} />
            </AddressCard>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asking?.kind === 'primary'}
        title="Primary Address"
        question="Are you sure you want to set this address as primary ?"
        pending={action.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        title="Delete Address"
        question="Are you sure you want to delete this address ?"
        pending={action.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </AccountPage>
  );
}
