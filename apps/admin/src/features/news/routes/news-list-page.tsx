import { NewsTable } from '../components/news-table.tsx';

export default function NewsListPage() {
  return <NewsTable type="news" />;
}
