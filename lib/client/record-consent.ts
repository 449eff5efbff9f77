import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import type { ConsentAction, ConsentRecordInput } from '@/lib/validation/consent';
import type { Consent, ConsentChoice } from './consent-cookie';
import { writeConsent } from './save-consent';

/** The action a choice amounts to: all categories, none, or a selection of them. */
export function actionOf(choice: ConsentChoice): ConsentAction {
  const values = [choice.preference, choice.statistics, choice.marketing];
  if (values.every(Boolean)) return 'accept_all';
  return values.some(Boolean) ? 'selection' : 'decline';
}

/**
 * Sends the choice to the server as proof of consent (POST /api/consent), then marks the cookie
 * recorded. A failure leaves it unrecorded, and the app shell sends it again on a later page.
 */
export async function recordConsent(consent: Consent): Promise<boolean> {
  const body: ConsentRecordInput = {
    consentId: consent.id,
    action: actionOf(consent),
    preference: consent.preference,
    statistics: consent.statistics,
    marketing: consent.marketing,
    version: consent.version,
  };
  try {
    // A 400 counts as an answered call (the success rule): only a 200 means the record is stored.
    const answer = await browserApi.post<Envelope<unknown>>('/consent', body);
    if (answer.code !== 200) return false;
  } catch {
    return false;
  }
  writeConsent({ ...consent, recorded: true });
  return true;
}
