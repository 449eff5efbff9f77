'use client';

/**
 * The Errors messages the root layout hands to the client, as plain strings. The error views
 * are in every page's bundle (the layout's error gate), and next-intl's useTranslations would
 * bring its ICU message formatter to every page with them; these texts need no more than one
 * {path}, filled in by fillPath (see docs/decisions/house-translations.md).
 */
export { useErrorTexts } from '@/lib/i18n/client-navigation';

export const fillPath = (text: string, path: string) => text.replace('{path}', path);
