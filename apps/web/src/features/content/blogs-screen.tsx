/** /blogs: the Lumen journal, six articles whose cards open to the full text. */
import { useId, useState } from 'react';
import { ArrowRightIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { Artwork } from '../../components/themed-image';
import { usePageMeta } from '../../lib/use-page-meta';
import { BLOG_POSTS, type BlogPost } from './blog-posts';
import './content.scss';

function BlogCard({ post }: { post: BlogPost }) {
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const bodyId = `${baseId}-body`;

  return (
    <article className="blog-card" aria-labelledby={titleId} data-expanded={expanded || undefined}>
      <Artwork name={post.art} alt={post.artAlt} loading="lazy" className="blog-card__art" />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          {post.category} &middot; {post.readingMinutes} min read
        </p>
        <h2 id={titleId} className="blog-card__title">
          {post.title}
        </h2>
        <p className="blog-card__description">{post.description}</p>
        <div id={bodyId} className="blog-card__full prose" hidden={!expanded}>
          {post.body.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <button
          type="button"
          className="text-link blog-card__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-describedby={titleId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'READ LESS' : 'READ MORE'}
          <ArrowRightIcon size={14} className="blog-card__toggle-icon" />
        </button>
      </div>
    </article>
  );
}

export function BlogsScreen() {
  usePageMeta({
    title: 'Blogs',
    description:
      'The Lumen Jewels journal: guides to engagement rings, lab-grown diamonds, jewellery care, layering and gifting.',
  });

  return (
    <>
      <PageHero
        eyebrow="The Lumen journal"
        title="Stories, guides and a little sparkle"
        crumb="Blogs"
        art="earrings"
        lead={
          <p>
            Practical advice from our designers and gemmologists on choosing, styling and caring for fine jewellery.
          </p>
        }
      />
      <section className="section" aria-label="Articles">
        <div className="container blog-grid">
          {BLOG_POSTS.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </div>
      </section>
    </>
  );
}
