/** Mounts the app's toast container once a screen first asks for a toast (see lib/notify.ts). */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from '../lib/notify';

const ToastContainerLazy = lazy(() => import('./toast-container'));

export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  );
}
