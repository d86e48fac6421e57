import type { LoginProvider } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * The configured providers, for the sign-in page's buttons (no session needed). Kept apart from
 * the binding calls, which bring React Query's hooks the sign-in page does not otherwise load.
 */
export const getLoginProviders = () => api.get<LoginProvider[]>('/api/login/providers');
