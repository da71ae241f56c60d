/**
 * One answer of the assistant in the conversation: its words, the pieces it found (with their prices in the shopper's
 * currency), the listing with the same filters, the help sections it comes from, and — when it could not answer —
 * the offer to pass the question to the shop's team.
 */
import type { AssistantReply as Reply } from '@lumen/contract/assistant';
import { isWebRoute } from '@lumen/contract/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../../components/money';

/** A link to a page of the app goes through the router; any other path of the shop (the ring sizer's PDF) loads. */
function ShopLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const pathname = new URL(to, 'http://shop').pathname;
  return isWebRoute(pathname) ? (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

type AssistantReplyProps = { reply: Reply; offer: ReactNode; onFollowLink: () => void };

export function AssistantReply({ reply, offer, onFollowLink }: AssistantReplyProps) {
  const { format } = useMoney();
  return (
    <>
      <p>{reply.text}</p>
      {reply.products.length > 0 ? (
        <ul className="chat-pieces" aria-label="Pieces found">
          {reply.products.map((piece) => (
            <li key={piece.id}>
              <Link to={piece.url} className="chat-pieces__link" onClick={onFollowLink}>
                <span className="chat-pieces__name">{piece.name}</span>
                <span className="chat-pieces__price">{format(piece.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.listing_url ? (
        <Link to={reply.listing_url} className="chat-reply__more" onClick={onFollowLink}>
          See them in the catalogue
        </Link>
      ) : null}
      {reply.sources.length > 0 ? (
        <ul className="chat-sources" aria-label="Sources">
          {reply.sources.map((source) => (
            <li key={source.url}>
              <ShopLink to={source.url} onClick={onFollowLink}>
                {source.title}
              </ShopLink>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.handoff_offered ? offer : null}
    </>
  );
}
