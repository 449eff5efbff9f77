import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { languageByTag, prefixOf, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';
import { MAX_CODE_INPUT } from '@/lib/validation/certificate-check';

const link = 'font-semibold text-brand-800 underline';

/**
 * What a certificate check answers when no certificate has the code (requirements: Warranty):
 * why that may be, how to reach support, and a form to type the code again. One page per
 * language whatever the code, so it shows none. The form is a plain GET to /warranty/verify,
 * which the proxy turns into the code's own path (lib/i18n/resolve.ts): it needs no script.
 */
export async function CertificateMissing({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Warranty.missing' });
  const action = `${prefixOf(languageByTag(locale).code)}/warranty/verify`;
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <div className="site-container grid gap-10 pb-16 desk:grid-cols-2">
        <section aria-labelledby="certificate-missing-why" className="space-y-4">
          <h2 id="certificate-missing-why" className="text-2xl font-semibold text-brand-900">
            {t('whyHeading')}
          </h2>
          <ul className="list-disc space-y-3 pl-5 text-slate-800">
            <li>{t('typo')}</li>
            <li>{t('forgery')}</li>
          </ul>
          <p className="text-slate-800">
            {t.rich('support', {
              link: (chunks) => (
                <Link href={pathOf('contactUs')} className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
        <form
          action={action}
          method="get"
          aria-labelledby="certificate-missing-again"
          className="space-y-4 rounded-lg border border-slate-200 p-6"
        >
          <h2 id="certificate-missing-again" className="text-2xl font-semibold text-brand-900">
            {t('formHeading')}
          </h2>
          <InputField
            id="certificate-code"
            name="code"
            label={t('code')}
            hint={t('codeHint')}
            required
            maxLength={MAX_CODE_INPUT}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputClassName="font-mono"
          />
          <Button type="submit" tone="primary">
            {t('submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
