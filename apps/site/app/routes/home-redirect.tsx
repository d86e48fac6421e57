import { redirect } from 'react-router';
import type { Route } from './+types/home-redirect';

/** `/` answers a redirect to `/index`, keeping the query (contract §6). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/index${search}`);
}
