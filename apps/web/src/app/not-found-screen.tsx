/** The designed 404 page, shown inside the page frame for any path the app does not know. */
import { Link } from 'react-router';
import { DeadEnd } from '../components/dead-end';
import { ArrowRightIcon } from '../components/icons';
import { paths } from '../lib/paths';
import { usePageMeta } from '../lib/use-page-meta';

export function NotFoundScreen() {
  usePageMeta({
    title: 'Page not found',
    description:
      'The page you were looking for is not here. Explore Lumen Jewels gold and lab-grown diamond jewellery.',
  });

  return (
    <DeadEnd
      art="lost"
      eyebrow="Error 404"
      title="This sparkle has wandered off"
      lead="We looked in every velvet box, but the page you asked for isn't here. It may have moved, or the link may have a small typo. Let us take you somewhere lovely instead."
      actions={
        <>
          <Link to={paths.home} className="btn btn-lj">
            Back to home
          </Link>
          <Link to={paths.product()} className="btn btn-lj-outline">
            Browse jewellery <ArrowRightIcon size={16} />
          </Link>
        </>
      }
    />
  );
}
