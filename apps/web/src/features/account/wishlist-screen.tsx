/**
 * /wishlist, My Wishlist (spec §2): three cards a row on large screens, each with the first image, the title (a
 * link to the product), the selling price with the original struck through (the spec's cards show original_price;
 * see docs/product.md's departures), ADD TO CART and a remove button (components/wishlist-card.tsx). An empty wishlist
 * invites the shopper in.
 */

import { Link } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { HeartIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWishlistQuery } from './api/get-wishlist';
import { WishlistCard } from './components/wishlist-card';
import './account.scss';

export function WishlistScreen() {
  usePageMeta({ title: 'My Wishlist', description: 'The pieces you have saved at Lumen Jewels.' });
  const wishlist = useWishlistQuery();
  const items = wishlist.data ?? [];

  return (
    <AccountPage title="My Wishlist" trail={[{ label: 'My Account', to: paths.account }, { label: 'My Wishlist' }]}>
      {wishlist.isPending ? (
        <div className="wishlist-grid" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <div key={n} className="wishlist-card account-skeleton" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Card className="account-empty">
          <HeartIcon size={32} />
          <p>Your wishlist is empty. Tap the heart on any piece to keep it here.</p>
          <Link to={paths.product()} className="btn btn-lj">
            DISCOVER THE COLLECTION
          </Link>
        </Card>
      ) : (
        <div className="wishlist-grid">
          {items.map((item) => (
            <WishlistCard key={item.product_id} item={item} />
          ))}
        </div>
      )}
    </AccountPage>
  );
}
