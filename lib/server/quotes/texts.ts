import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import { serverTexts } from '@/lib/server/server-texts';
import type en from '@/messages/estimator/en-US.json';

type Texts = (typeof en)['Estimator'];

const texts = await serverTexts<typeof en>('estimator');

/** The estimator's texts in a language: its mails are written when queued. */
export function estimatorTexts(code: LanguageCode): Texts {
  return texts(code).Estimator;
}
