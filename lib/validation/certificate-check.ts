import * as z from './zod-mini';
import { certificateCodePattern } from '@/lib/routes';

// The certificate check's form (components/warranty/certificate-missing.tsx) sends `?code=` to
// /warranty/verify; lib/i18n/resolve.ts turns a code this accepts into its own path, and answers
// anything else like a code no certificate has.

/** Longer than an address with a code in it; a longer input is refused unread. */
export const MAX_CODE_INPUT = 300;

/**
 * What a person types or pastes → the code: spaces and line breaks dropped anywhere (the printed
 * address may be copied broken over lines), and of a whole address its last segment, without a
 * query or fragment.
 */
export function normalizeCertificateCode(input: string): string {
  const path = input.replace(/\s+/g, '').replace(/[?#].*$/, '');
  return path.split('/').findLast(Boolean) ?? '';
}

export const certificateCheckSchema = z.object({
  code: z
    .string()
    .check(
      z.maxLength(MAX_CODE_INPUT),
      z.overwrite(normalizeCertificateCode),
      z.regex(certificateCodePattern),
    ),
});
