/** The main-shell layout of spec §2: promotional banner and header, the routed screen, footer and chat widget. */
import type { Product } from '@lumen/contract/catalog';
import { WEB_ROUTES } from '@lumen/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import type { AssistantDraft } from '../../features/assistant/assistant-panel';
import { productQueryKey } from '../../features/catalog/api/get-product';
import { ChatWidget } from './chat-widget';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** What ASK PRICE asks: a quote for the piece on screen, or for a piece of the shopper's own design. */
export function askPriceText(pieceName: string | undefined): string {
  return pieceName
    ? `Please send me a quote for the ${pieceName}, or for a custom version of it.`
    : 'I would like a quote for a custom piece.';
}

export function MainShell() {
  const [chatOpen, setChatOpen] = useState(false);
  const [draft, setDraft] = useState<AssistantDraft | null>(null);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  function askPrice() {
    const id = matchPath(WEB_ROUTES.productDetails, pathname)?.params.id;
    const piece = id ? queryClient.getQueryData<Product>(productQueryKey(id)) : undefined;
    setDraft({ text: askPriceText(piece?.name), at: Date.now() });
    setChatOpen(true);
  }

  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <RouteProgress />
      <ScrollToTop />
      <SiteHeader onAskPrice={askPrice} />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidget open={chatOpen} onOpenChange={setChatOpen} draft={draft} />
    </>
  );
}
