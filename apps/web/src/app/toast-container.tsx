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
    />
  );
}
