'use client';

import { SiteLink as Link } from '@/lib/i18n/site-link.client';
import type { ReactNode } from 'react';
import { Wordmark } from './logo';
import type { MenuGroup } from './menu-data';

type Props = {
  menu: MenuGroup[];
  legal: MenuGroup;
  texts: {
    tagline: string;
    address: string;
    email: string;
    phone: string;
    navigation: string;
    copyright: string;
  };
  newsletter: ReactNode;
  cookieSettings: ReactNode;
};

export function SiteFooterView({ menu, legal, texts, newsletter, cookieSettings }: Props) {
  return (
    <footer className="mt-auto bg-brand-900 text-slate-100">
      {newsletter}
      <div className="site-container grid gap-10 py-12 desk:grid-cols-[1.2fr_3fr]">
        <div className="space-y-4">
          <div className="inline-block rounded bg-white px-3 py-2">
            <Wordmark />
          </div>
          <p className="text-sm text-slate-200">{texts.tagline}</p>
          <address className="space-y-1 text-sm not-italic text-slate-200">
            <p>{texts.address}</p>
            <p>
              <a className="underline hover:text-white" href={`mailto:${texts.email}`}>
                {texts.email}
              </a>
            </p>
            <p>
              <a
                className="underline hover:text-white"
                href={`tel:${texts.phone.replace(/\s+/g, '')}`}
              >
                {texts.phone}
              </a>
            </p>
          </address>
        </div>
        <nav
          aria-label={texts.navigation}
          className="footer-nav grid grid-cols-2 gap-8 sm:grid-cols-4"
        >
          {[...menu, legal].map((section) => (
            <div key={section.key}>
              <h2>{section.label}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link prefetch={false} href={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="site-container flex flex-wrap items-center justify-between gap-3 py-5 text-sm text-slate-200">
          <p>{texts.copyright}</p>
          {cookieSettings}
        </div>
      </div>
    </footer>
  );
}
