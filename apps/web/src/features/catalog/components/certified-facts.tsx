/**
 * "Certified & hallmarked": what the product page states of a piece's stones (the 4Cs, natural or lab-grown, each
 * certificate with a link to the lab's own report check and its PDF where the shop holds one) and of its gold (the
 * chosen variant's BIS hallmark, its HUID). Nothing for a piece with neither. The title claims only what is there: a
 * loose stone is certified, never hallmarked; a gold piece without certified stones is hallmarked, never certified.
 */
import type { Product } from '@lumen/contract/catalog';
import { certificateWords, stoneWords } from '@lumen/contract/stone-words';
import { useId } from 'react';

type Assurance = Pick<Product, 'stones' | 'hallmark'>;

/** What a piece's stones and gold really carry: certified stones, a hallmark, both, or neither. */
type Carried = 'both' | 'certified' | 'hallmarked' | 'stonesAndHallmark' | 'neither';

function carried({ stones, hallmark }: Assurance): Carried {
  if (stones.some((stone) => stone.certificate)) return hallmark ? 'both' : 'certified';
  if (hallmark) return stones.length > 0 ? 'stonesAndHallmark' : 'hallmarked';
  return 'neither';
}

const TITLES: Record<Carried, string> = {
  both: 'Certified & hallmarked',
  certified: 'Certified',
  hallmarked: 'Hallmarked',
  stonesAndHallmark: 'Stones & hallmark',
  neither: 'Stones',
};

/** The product page's quality promise, in the same terms (a piece with neither is still checked by hand). */
const PROMISES: Record<Carried, string> = {
  both: 'Certified and hallmarked',
  certified: 'Certified stones',
  hallmarked: 'BIS hallmarked',
  stonesAndHallmark: 'BIS hallmarked',
  neither: 'Checked by hand',
};

/** The facts section's title, and the quality promise beside the buttons: what the piece carries, in words. */
export const assuranceTitle = (piece: Assurance): string => TITLES[carried(piece)];
export const assurancePromise = (piece: Assurance): string => PROMISES[carried(piece)];

export function CertifiedFacts({ stones, hallmark }: { stones: Product['stones']; hallmark: Product['hallmark'] }) {
  const id = useId();
  if (stones.length === 0 && !hallmark) return null;
  return (
    <section className="certified-facts" aria-labelledby={id}>
      <h2 id={id} className="certified-facts__title">
        {assuranceTitle({ stones, hallmark })}
      </h2>
      <ul className="certified-facts__list">
        {stones.map((stone) => (
          <li key={`${stone.kind}-${stone.shape}-${stone.carat}-${stone.count}`}>
            <span className="certified-facts__what">{stoneWords(stone)}</span>
            {stone.certificate ? (
              <span className="certified-facts__proof">
                {`${certificateWords(stone.certificate)} · `}
                <a href={stone.certificate.verify_url} target="_blank" rel="noopener noreferrer">
                  Verify with {stone.certificate.lab}
                  <span className="visually-hidden"> (opens the lab’s site)</span>
                </a>
                {stone.certificate.pdf_url ? (
                  <>
                    {' · '}
                    <a href={stone.certificate.pdf_url} target="_blank" rel="noopener noreferrer">
                      Report (PDF)
                    </a>
                  </>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
        {hallmark ? (
          <li>
            <span className="certified-facts__what">BIS hallmarked gold</span>
            <span className="certified-facts__proof">
              HUID <strong className="certified-facts__huid">{hallmark.huid}</strong> · check it in the BIS Care app
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
