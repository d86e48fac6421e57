import { NewsTable } from '../components/news-table.tsx';

/** Exhibitions are news items of type `activity`, with an address, a booth and dates. */
export default function ActivityListPage() {
  return <NewsTable type="activity" />;
}
