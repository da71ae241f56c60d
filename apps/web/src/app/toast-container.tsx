/**
 * The app's toast container (spec §9: closing after 2000 ms, pausing on hover and focus loss). Not the spec's top
 * centre, where toasts covered the logo and the page's heading: bottom left on a desktop, under the header on a
 * phone (toast-container.scss), one of each kind at a time (lib/notify.ts).
 */
import { Slide, ToastContainer } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 2000;

export default function AppToastContainer() {
  return (
    <ToastContainer
      position="bottom-left"
      transition={Slide}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
      newestOnTop
      // After the page's own <meta charset> and styles rather than before them (HTML wants the charset in the
      // first 1024 bytes); the shop's toast rules do not depend on the order (see toast-container.scss).
      appendStyleSheet
    />
  );
}
