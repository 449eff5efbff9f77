import Cookies from 'js-cookie';
import { CONSENT_COOKIE, CONSENT_DAYS, serializeConsent, type Consent } from './consent-cookie';

/** Keeps the choice in the consent cookie (365 days, the whole site, SameSite=Lax). */
export function writeConsent(consent: Consent): void {
  Cookies.set(CONSENT_COOKIE, serializeConsent(consent), {
    expires: CONSENT_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}
