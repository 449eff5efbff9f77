'use client';

import type { ReactNode } from 'react';
import { FilteredList } from '@/components/url-filter/filtered-list';
import type { Distributor } from '@/lib/support/distributors-filter';
import { TermPair as Pair } from './term-pair';

export type PartnerTexts = {
  country: string;
  contact: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  /** The installer finder's badge list; absent on how-to-buy. */
  certifications?: string;
  /** Said when a listed company's team holds no certificate yet. */
  noCertificate?: string;
};

/** Display names, worked out on the server (Intl's names differ between Node and browsers). */
export type PartnerNames = {
  /** A partner's type → its name in the page's language. */
  types: Record<string, string>;
  /** A country code of the list → its name in the page's language. */
  countries: Record<string, string>;
  /** A certification badge (partner, sales, technical) → its name (installer finder). */
  badges?: Record<string, string>;
};

/** A listed partner, with the certificates its team holds where the page shows them. */
type Row = Distributor & { badges?: readonly string[] };

type Props = {
  rows: Row[];
  texts: PartnerTexts;
  names: PartnerNames;
  /** Shown when a filter leaves nothing. */
  empty: ReactNode;
};

/**
 * Partner cards, rendered from their data. As server components each partner would reach
 * the browser as HTML and again as its element tree in the page's RSC payload; from here the
 * payload holds the rows, which the partner filter gets too (the same array: React sends it
 * once). The cards' styles are set once on the list (globals.css, .partner-list).
 */
export function PartnerListView({ rows, texts, names, empty }: Props) {
  return (
    <FilteredList items={rows} className="partner-list" empty={empty}>
      {(partner) => (
        <>
          <p>{names.types[partner.type] ?? partner.type}</p>
          <h3>{partner.company}</h3>
          <dl>
            <Pair term={texts.country}>{names.countries[partner.country] ?? partner.country}</Pair>
            <Pair term={texts.contact}>{partner.contact}</Pair>
            {partner.email ? (
              <Pair term={texts.email}>
                <a href={`mailto:${partner.email}`}>{partner.email}</a>
              </Pair>
            ) : null}
            {partner.phone ? (
              <Pair term={texts.phone}>
                <a href={`tel:${partner.phone.replace(/[^+\d]/g, '')}`}>{partner.phone}</a>
              </Pair>
            ) : null}
            {partner.website && /^https?:\/\//i.test(partner.website) ? (
              <Pair term={texts.website}>
                <a href={partner.website} rel="noopener noreferrer external">
                  {partner.website.replace(/^https?:\/\//, '')}
                </a>
              </Pair>
            ) : null}
            {partner.address ? <Pair term={texts.address}>{partner.address}</Pair> : null}
            {partner.badges && texts.certifications ? (
              <Pair term={texts.certifications}>
                {partner.badges.length
                  ? partner.badges.map((badge) => names.badges?.[badge] ?? badge).join(' · ')
                  : texts.noCertificate}
              </Pair>
            ) : null}
          </dl>
        </>
      )}
    </FilteredList>
  );
}
