import { ActivityCentrePage } from '../../features/activities/ActivityCentrePage';

/** /activity: the activity centre (its own chunk). */
export default function ActivityPage() {
  return <ActivityCentrePage />;
}
