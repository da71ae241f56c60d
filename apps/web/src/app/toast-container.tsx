/** The app's toast container (spec §9): top centre, closing after 2000 ms, pausing on hover and focus loss. */
import { ToastContainer } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 2000;

export default function AppToastContainer() {
  return (
    <ToastContainer
      position="top-center"
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
