/**
 * /account (spec §2): 'Home > My Account'; the customer's name, e-mail and mobile number with the edit button, and
 * the primary address (type icon and one line) or an invitation to add one. Profile and address load together. An
 * e-mail or mobile number never proved with a code (it cannot sign in) says "Not verified"; a new one waiting for
 * its code says so, with a link to the edit page where the code is entered. Below, the ways the account can sign in
 * (components/sign-in-methods).
 */
import type { UserProfile } from '@lumen/contract/account';
import { Link } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Avatar } from '../../components/avatar';
import { Card } from '../../components/card';
import { PencilIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePrimaryAddressQuery } from './api/get-primary-address';
import { useProfileQuery } from './api/get-profile';
import { AddressTypeIcon, addressLine } from './components/address-card';
import { BreakableAddress } from './components/breakable-address';
import { SignInMethods } from './components/sign-in-methods';
import './account.scss';

/** An e-mail or mobile number with what the shopper should know about it. */
function IdentifierFact({
  value,
  verified,
  pending,
  user,
}: {
  value: string;
  verified: boolean;
  pending: string | null;
  user: UserProfile;
}) {
  return (
    <dd>
      <BreakableAddress text={value} />
      {value && !verified ? (
        <>
          {' '}
          <span className="profile-fact__note">Not verified</span>
          {pending ? null : (
            <>
              {' '}
              <Link to={paths.accountEdit(user.id)} className="profile-fact__verify">
                Verify it
              </Link>
            </>
          )}
        </>
      ) : null}
      {pending ? (
        <>
          {' '}
          <span className="profile-fact__pending">
            Waiting for confirmation:{' '}
            <span className="profile-fact__address">
              <BreakableAddress text={pending} />
            </span>{' '}
            — <Link to={paths.accountEdit(user.id)}>Enter code</Link>
          </span>
        </>
      ) : null}
    </dd>
  );
}

export function AccountOverviewScreen() {
  usePageMeta({ title: 'My Account', description: 'Your Lumen Jewels account: profile, addresses and orders.' });
  const profile = useProfileQuery();
  const address = usePrimaryAddressQuery();
  const user = profile.data;

  return (
    <AccountPage title="Account Overview" trail={[{ label: 'My Account' }]}>
      <Card
        title="Profile"
        titleId="profile-title"
        aria-busy={profile.isPending}
        actions={
          user ? (
            <Link to={paths.accountEdit(user.id)} className="btn btn-lj-outline btn-lj--sm">
              <PencilIcon size={16} /> Edit Profile
            </Link>
          ) : null
        }
      >
        {user ? (
          <div className="profile-summary">
            <Avatar name={user.name} image={user.image} size={84} />
            <dl className="profile-summary__facts">
              <div>
                <dt>Name</dt>
                <dd>{user.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <IdentifierFact
                  value={user.email}
                  verified={user.email_verified}
                  pending={user.pending_email}
                  user={user}
                />
              </div>
              <div>
                <dt>Mobile Number</dt>
                <IdentifierFact
                  value={user.Mobile_number}
                  verified={user.mobile_verified}
                  pending={user.pending_mobile}
                  user={user}
                />
              </div>
            </dl>
          </div>
        ) : (
          <div className="account-skeleton" aria-hidden="true" />
        )}
      </Card>
      <Card
        title="Primary Address"
        titleId="primary-address-title"
        aria-busy={address.isPending}
        actions={
          <Link to={paths.address} className="lj-card__link">
            Manage Address
          </Link>
        }
      >
        {address.isPending ? (
          <div className="account-skeleton account-skeleton--short" aria-hidden="true" />
        ) : address.data ? (
          <p className="primary-address">
            <AddressTypeIcon type={address.data.address_type} />
            <span>
              <span className="primary-address__type">{address.data.address_type}</span>
              {addressLine(address.data)}
            </span>
          </p>
        ) : (
          <p className="account-empty">
            You have not saved an address yet. <Link to={paths.addressCreate}>Add your delivery address</Link> to check
            out faster.
          </p>
        )}
      </Card>
      {user ? <SignInMethods user={user} /> : null}
    </AccountPage>
  );
}
