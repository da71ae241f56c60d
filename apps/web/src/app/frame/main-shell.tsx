/** The main-shell layout of spec §2: promotional banner and header, the routed screen, footer and chat widget. */
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ChatWidget } from './chat-widget';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainShell() {
  const [chatOpen, setChatOpen] = useState(false);

  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <RouteProgress />
      <ScrollToTop />
      <SiteHeader onAskPrice={() => setChatOpen(true)} />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidget open={chatOpen} onOpenChange={setChatOpen} />
    </>
  );
}
