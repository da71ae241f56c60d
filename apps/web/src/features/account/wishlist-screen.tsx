/**
 * /wishlist, My Wishlist (spec §2): three cards a row on large screens, each with the first image, the title (a
 * link to the product) and the original price, and a remove button. An empty wishlist invites the shopper in.
 */

import type { WishlistItem } from '@lumen/contract/wishlist';
import { Link } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { HeartIcon, TrashIcon } from '../../components/icons';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWishlistQuery } from './api/get-wishlist';
import { useLike } from './api/like-product';

function WishlistCard({ item }: { item: WishlistItem }) {
  const image = item.images[0];
  const { toggle } = useLike({
    id: item.product_id,
    name: item.title,
    image: image ?? { src: '', width: 1, height: 1, alt: '' },
    price: item.price,
    original_price: item.original_price,
  });
  return (
    <article className="wishlist-card">
      <Link
        to={paths.productDetails(item.product_id)}
        className="wishlist-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image ? <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" /> : null}
      </Link>
      <div className="wishlist-card__body">
        <h2 className="wishlist-card__title">
          <Link to={paths.productDetails(item.product_id)}>{item.title}</Link>
        </h2>
        <p className="wishlist-card__price">{formatCents(item.original_price)}</p>
        <button type="button" className="btn btn-lj-outline btn-lj--sm" onClick={toggle}>
          <TrashIcon size={16} /> Remove<span className="visually-hidden"> {item.title} from wishlist</span>
        </button>
      </div>
    </article>
  );
}

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
