import type { ReactNode } from 'react';
import type { CaptchaTexts } from '@/components/captcha/captcha-texts';
import type { AccountMessages, FormTexts } from './types';

/** The texts of both sign-up steps (the second step's part loads when it is reached). */
export type SignUpTexts = FormTexts & {
  terms: ReactNode;
  captcha: CaptchaTexts;
  signUp: AccountMessages['signUp'];
};
