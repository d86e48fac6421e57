import { Navigate } from 'react-router';

/** `/admin/dashboard` itself: the analysis, as Ant Design Pro's `/dashboard` redirects. */
export default function DashboardIndex() {
  return <Navigate to="/admin/dashboard/analysis" replace />;
}
