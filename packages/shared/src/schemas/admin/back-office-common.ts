import { z } from 'zod';

/*
 * Field schemas shared by the back-office records that are not bilingual content (staff,
 * members, contracts, enquiries).
 */

/** Optional text: absent and null are stored as the empty string. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const requiredName = (max: number) => z.string().trim().min(1, 'required').max(max);

export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'invalidEmail')
  .nullish()
  .transform((value) => value ?? '');

export const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[\d +\-()]*$/, 'invalidPhone')
  .nullish()
  .transform((value) => value ?? '');
