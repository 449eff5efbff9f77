import { ContactLink } from '@/components/forms/contact-scroll.client';
import { Link } from '@/lib/i18n/navigation';

/** `toContact`: href is this page, and the link scrolls to its contact block. */
type Action = { label: string; href: string; toContact?: boolean };
type Props = { id: string; heading: string; text: string; primary: Action; secondary?: Action };

const primaryClass =
  'rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-100';

/** The closing call to action of a page: talk to us (contact form), or one related page. */
export function ContactCta({ id, heading, text, primary, secondary }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-900 text-white">
      <div className="site-container flex flex-col gap-8 py-14 desk:flex-row desk:items-center desk:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight desk:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {primary.toContact ? (
            <ContactLink href={primary.href} className={primaryClass}>
              {primary.label}
            </ContactLink>
          ) : (
            <Link href={primary.href} className={primaryClass}>
              {primary.label}
            </Link>
          )}
          {secondary ? (
            <Link
              href={secondary.href}
              className="rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
