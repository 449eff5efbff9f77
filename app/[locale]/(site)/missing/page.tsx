import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/** The 404 status of an unknown detail id's answer; what it shows is in ./layout.tsx. */
export default async function MissingDetail({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  notFound();
}
