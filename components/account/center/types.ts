import type { CaptchaTexts } from '@/components/captcha/captcha-texts';
import type { AccountMessages, FormTexts } from '../types';

/** What the personal center's client parts get: the form texts, its own, the puzzle's. */
export type CenterTexts = FormTexts & { center: AccountMessages['center']; captcha: CaptchaTexts };
