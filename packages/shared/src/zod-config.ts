import { z } from 'zod';
import type { MessageKey } from './validation.ts';

/**
 * Every zod issue carries a message key (see validation.ts) rather than English text, so the
 * server and the clients can render it in the language of the reader.
 */
function keyFor(issue: z.core.$ZodRawIssue): MessageKey | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalidType';
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'tooLarge';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat';
    default:
      return 'invalidValue';
  }
}

z.config({ customError: (issue) => keyFor(issue) });
