import 'server-only';
import { getTranslations } from 'next-intl/server';

/**
 * The puzzle's texts, translated on the server: the client has no messages (the layout hands
 * it only Errors), so the form's server file passes these to the form, which passes them to
 * <SliderPuzzle texts={…} />. `position` keeps its {value} and {max} for the browser to fill.
 */
export async function captchaTexts() {
  const t = await getTranslations('Captcha');
  return {
    title: t('title'),
    instructions: t('instructions'),
    keyboardHelp: t('keyboardHelp'),
    pictureAlt: t('pictureAlt'),
    slider: t('slider'),
    position: t.raw('position') as string,
    refresh: t('refresh'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    verifying: t('verifying'),
    success: t('success'),
    failure: t('failure'),
    tooManyRequests: t('tooManyRequests'),
    expired: t('expired'),
  };
}

export type CaptchaTexts = Awaited<ReturnType<typeof captchaTexts>>;
