/**
 * The thin bar at the top of a frame that runs while the next page's code and data load: the router keeps the current
 * page on screen until the next one is ready (decision 027), and this says it is on its way.
 */
import { useNavigation } from 'react-router';

export function RouteProgress() {
  const loading = useNavigation().state !== 'idle';
  return <div className="route-progress" data-active={loading || undefined} />;
}
