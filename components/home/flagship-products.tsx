import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { figures } from '@/components/solutions/pick';
import { Section } from '@/components/solutions/section';
import { Link } from '@/lib/i18n/navigation';

// The two flagship pages (spec §2) with four spec §9 figures each.
const products = [
  {
    key: 'hybrid',
    href: '/products/three-phase-home-battery-energy-storage-system',
    image: '/images/home/hybrid-system.svg',
    figures: ['power', 'capacity', 'parallel', 'pv'],
  },
  {
    key: 'battery',
    href: '/products/high-voltage-lfp-battery',
    image: '/images/home/battery-box.svg',
    figures: ['capacity', 'cycles', 'install', 'cold'],
  },
] as const;

export async function FlagshipProducts() {
  const t = await getTranslations('Home.flagship');
  return (
    <Section id="flagship" tone="tint" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-8 desk:grid-cols-2">
        {products.map((product) => (
          <li
            key={product.key}
            className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-[10rem_1fr]"
          >
            <SiteImage
              src={product.image}
              alt={t(`${product.key}.imageAlt`)}
              width={160}
              height={220}
              className="mx-auto h-auto w-32 sm:w-40"
            />
            <div>
              <h3 className="text-xl font-semibold text-brand-900">{t(`${product.key}.name`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`${product.key}.text`)}</p>
              <dl className="figure-list mt-5 grid grid-cols-2 gap-4">
                {figures(t, `${product.key}.figures`, product.figures).map((figure) => (
                  <div key={figure.key}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
              <Link
                href={product.href}
                className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {t(`${product.key}.link`)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
