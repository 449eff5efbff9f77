import 'server-only';
import { getTranslations } from 'next-intl/server';
import { commonTextsOf } from './common-texts';

export type { CommonFormTexts } from './common-texts';

/** The texts every form needs, translated on the server (the client has no messages). */
export async function commonFormTexts() {
  return commonTextsOf(await getTranslations('Forms'));
}
