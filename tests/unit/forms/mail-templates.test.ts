import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/lib/i18n/locales';
import {
  newsletterConfirmation,
  staffNotification,
  visitorConfirmation,
} from '@/lib/server/mail/templates';
import { fill, formTexts } from '@/lib/server/mail/texts';
import type { ErrorKey } from '@/lib/validation/fields';

const ctx = { site: 'https://www.voltara.example', staffEmail: 'staff@voltara.example' };
const links = {
  confirmUrl: `${ctx.site}/api/newsletter/confirm?token=abc`,
  unsubscribeUrl: `${ctx.site}/api/newsletter/unsubscribe?token=def`,
};

describe('mail templates', () => {
  it.each(languageCodes)('writes the visitor confirmation in %s', (language) => {
    const t = formTexts(language).mail;
    const mail = visitorConfirmation(
      'contact',
      { ref: 'contact:7', reference: 'C-7', to: 'a@b.co', name: 'Ana', language },
      ctx,
    );
    expect(mail).toMatchObject({ to: 'a@b.co', language, ref: 'contact:7' });
    expect(mail.subject).toBe(`${t.contact.subject} (C-7)`);
    expect(mail.text).toContain(fill(t.greeting, { name: 'Ana' }));
    expect(mail.text).toContain('C-7');
    expect(mail.text).toContain('www.voltara.example');
  });

  it.each(languageCodes)('puts both newsletter links in the %s confirmation', (language) => {
    const mail = newsletterConfirmation(
      { ref: 'newsletter:1', to: 'a@b.co', name: 'Ana', language },
      links,
      ctx,
    );
    expect(mail.subject).toBe(formTexts(language).mail.newsletter.subject);
    for (const url of [links.confirmUrl, links.unsubscribeUrl]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
    }
  });

  it('escapes what a visitor typed in the HTML part', () => {
    const mail = visitorConfirmation(
      'application',
      { ref: 'r', reference: 'T-1', to: 'a@b.co', name: '<b>"x"</b>', language: 'en' },
      ctx,
    );
    expect(mail.html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('sends staff every field, labelled, and the visitor’s language', () => {
    const mail = staffNotification(
      {
        ref: 'contact:7',
        title: 'Contact request C-7: Ana, ACME',
        language: 'nl',
        fields: [
          ['Name', 'Ana'],
          ['Message', 'two\nlines'],
        ],
      },
      ctx,
    );
    expect(mail).toMatchObject({ to: 'staff@voltara.example', language: 'en', html: null });
    expect(mail.subject).toBe('[Voltara] Contact request C-7: Ana, ACME');
    expect(mail.text).toContain('Name: Ana\nMessage:\ntwo\nlines\nLanguage: Nederlands (nl)');
  });

  it('has a translation for every schema message key', () => {
    const keys: ErrorKey[] = ['nameRequired', 'pleaseFillIn', 'emailInvalid', 'tooLong'];
    for (const code of languageCodes) {
      const errors = formTexts(code).errors as Record<string, string>;
      for (const key of keys) expect(errors[key], `${code} ${key}`).toBeTruthy();
    }
    expect(formTexts('en').errors).toMatchObject({
      nameRequired: 'Name required',
      emailRequired: 'Email required',
      telephoneRequired: 'Telephone required',
      companyRequired: 'Company required',
      messageRequired: 'Message required',
      emailInvalid: 'Please enter a valid email address',
      pleaseFillIn: 'Please fill in',
    });
  });
});
