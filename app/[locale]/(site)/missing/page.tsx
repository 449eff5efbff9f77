import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/**
 * The not-found page proxy.ts answers an unknown detail id with (lib/known-details.ts): one per
 * language, stored once, whatever the id asked for. It has no public path: /missing is no
 * known path, so the proxy sends a visitor who types it to the home page.
 */
export default async function MissingDetail({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  notFound();
}
