import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { cards } from '@/components/solutions/pick';
import { Section } from '@/components/solutions/section';
import { Link } from '@/lib/i18n/navigation';

// requirements: Product and users — Open API access, in this order: apply offline by phone or
// e-mail, log in to the API console with the product account, read the usage guide, test and
// debug, develop. Sandbox keys skip the first step: self-serve in the personal center's API
// console (docs/requirements.md, Open API platform).
export const openApiSteps = ['apply', 'console', 'guide', 'test', 'develop'] as const;

export async function OpenApiSteps() {
  const t = await getTranslations('Platforms.openApi.steps');
  const footer = await getTranslations('Footer');
  const email = footer('email');
  const phone = footer('phone');
  // Reading the guide and testing both start at the reference: its guide, its operations.
  const linkOf = (key: string) =>
    key === 'guide' || key === 'test' ? (
      <Link
        className="font-semibold text-brand-800 underline"
        href={`/platform/open-api/reference#${key === 'guide' ? 'guide' : 'operations'}`}
      >
        {t(`links.${key}`)}
      </Link>
    ) : undefined;
  const items = cards(t, 'items', openApiSteps).map((card) => ({
    ...card,
    action: linkOf(card.key),
  }));
  return (
    <Section id="steps" heading={t('heading')} intro={t('intro')}>
      <CardGrid numbered columns={5} items={items} />
      <p className="mt-8 text-lg text-slate-700">
        {t('applyBy')}{' '}
        <a className="font-semibold text-brand-800 underline" href={`mailto:${email}`}>
          {email}
        </a>{' '}
        ·{' '}
        <a
          className="font-semibold text-brand-800 underline"
          href={`tel:${phone.replace(/\s+/g, '')}`}
        >
          {phone}
        </a>
      </p>
      <p className="mt-4 text-lg text-slate-700">
        {t('sandbox')}{' '}
        <Link className="font-semibold text-brand-800 underline" href="/personal-center#apiKeys">
          {t('sandboxLink')}
        </Link>
      </p>
    </Section>
  );
}
