import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { staticPage } from '@/components/pages/static-page';
import type { Locale } from '@/lib/i18n/locales';
import { parseCategory } from './catalog';
import { ProductList } from './product-list';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The route table's title, description and canonical come from staticPage; the page itself
// needs the query (?category=…), which a staticPage body does not receive.
const metadataSource = staticPage('products');

async function Page({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [{ category }, t] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: 'Pages.products' }),
  ]);
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <ProductList locale={locale} only={parseCategory(category)} />
    </>
  );
}

export const productListPage = { generateMetadata: metadataSource.generateMetadata, Page };
