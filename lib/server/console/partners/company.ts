import 'server-only';

/**
 * A company's name folded into its key (certifications.companyKey): trimmed, runs of white space
 * made one space, lowercased, so "ACME  Solar " and "acme solar" count as one company when the
 * people of a team apply one by one (the team's certificates make the partner).
 */
export const companyKeyOf = (company: string): string =>
  company.trim().replace(/\s+/g, ' ').toLowerCase();

/** A person's e-mail as certificates are kept: one person, whatever the case they typed. */
export const personEmailOf = (email: string): string => email.trim().toLowerCase();
