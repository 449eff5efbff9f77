import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { pathOf } from '@/lib/site-menu';
import { groupMessageKey, type Category } from '../catalog';
import { EstimatorLink } from '@/components/estimator/estimator-link';
import { ContactCta } from '../contact-cta';
import { flagshipFigureArgs } from '../format-figures';
import { ProductJsonLd } from '../product-json-ld';
import { SpecTables } from '../spec-tables';
import type { SpecGroup } from '../types';
import { Benefits, type Benefit } from './benefits';
import { FlagshipHero, type Highlight } from './flagship-hero';
import { SystemSection } from './system-section';

type Props = {
  pageKey: 'hybridSystem' | 'batteryBox';
  /** The product's id in the catalogue, used as its SKU. */
  sku: string;
  category: Category;
  image: string;
  imageAlt: string;
  highlights: Highlight[];
  benefitsHeading: string;
  benefits: Benefit[];
  specs: SpecGroup[];
};

/** The body of a flagship page, below the trail, heading and intro that staticPage renders. */
export async function FlagshipLayout(props: Props) {
  const locale = (await getLocale()) as Locale;
  const [t, pages] = await Promise.all([getTranslations('Products'), getTranslations('Pages')]);
  const path = pathOf(props.pageKey);
  return (
    <>
      <FlagshipHero
        path={path}
        image={props.image}
        alt={props.imageAlt}
        heading={t('flagship.glance')}
        highlights={props.highlights}
        cta={t('cta.button')}
      />
      <Benefits heading={props.benefitsHeading} items={props.benefits} />
      <section aria-labelledby="flagship-specs" className="site-container py-14">
        <h2 id="flagship-specs" className="text-2xl font-bold text-brand-900 desk:text-3xl">
          {t('flagship.specsHeading')}
        </h2>
        <p className="mb-8 mt-3 max-w-3xl leading-relaxed text-slate-700">
          {t('flagship.specsIntro')}
        </p>
        <SpecTables groups={props.specs} />
      </section>
      <SystemSection figures={flagshipFigureArgs(locale, t('figures.to'))} />
      <EstimatorLink id="product-estimator" />
      <ContactCta path={path} />
      <ProductJsonLd
        code={languageByTag(locale).code}
        path={path}
        sku={props.sku}
        name={pages(`${props.pageKey}.heading`)}
        description={pages(`${props.pageKey}.description`)}
        category={t(`categories.${groupMessageKey(props.category)}`)}
        image={props.image}
      />
    </>
  );
}
