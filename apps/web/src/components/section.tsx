/**
 * A page section with its centred heading (an eyebrow over the <h2> that names it) in the page container, as the
 * home, about and packages pages stack them. `tinted` gives it the alternate band. Styles: section.scss.
 */
import type { ReactNode } from 'react';

type SectionProps = {
  eyebrow: string;
  title: ReactNode;
  /** The heading's id, which names the section. */
  titleId: string;
  tinted?: boolean;
  className?: string;
  children: ReactNode;
};

export function Section({ eyebrow, title, titleId, tinted = false, className, children }: SectionProps) {
  return (
    <section
      className={`section${tinted ? ' section--tinted' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}
