import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/** The 404 status of the check's not-found answer; what it shows is in ./layout.tsx. */
export default async function MissingCertificate({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  notFound();
}
