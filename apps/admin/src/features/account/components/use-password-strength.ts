import type { PasswordStrength } from '@coresense/shared/password-strength';
import { useEffect, useState } from 'react';
import { loadChunk } from '../../../lib/chunk-load.ts';

type Estimator = (password: string, userInputs?: readonly string[]) => PasswordStrength;

/**
 * The strength of `password` as the server will rate it, by the same estimator. Its
 * dictionaries weigh megabytes, so they load only when a form that shows the meter mounts;
 * undefined until then, and for an empty password.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordStrength | undefined {
  const [estimate, setEstimate] = useState<Estimator>();
  useEffect(() => {
    let mounted = true;
    loadChunk(() => import('@coresense/shared/password-strength')).then((estimator) => {
      if (mounted) setEstimate(() => estimator.passwordStrength);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!password || !estimate) return undefined;
  return estimate(password, userInputs);
}
