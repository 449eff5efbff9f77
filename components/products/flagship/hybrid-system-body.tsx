import type { Messages } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { flagshipFigureArgs } from '../format-figures';
import { FlagshipLayout } from './flagship-layout';

type Products = Messages['Products'];

// requirements: Limits — home hybrid unit: 5–13 kW, 9.98–29.94 kWh, 2x PV, 5 in parallel up to
// 149.76 kWh, MPPT 16/26 A, 110% unbalanced output. Texts in messages/products, never in the
// database.
export async function HybridSystemBody() {
  const locale = await getLocale();
  const t = await getTranslations('Products');
  const a = flagshipFigureArgs(locale, t('figures.to'));
  const pv = t('hybrid.pvValue', { ratio: a.pvRatio });
  const switchover = t('system.switchoverValue', { switchover: a.switchover });
  const s = (key: keyof Products['hybrid']['specs']) => t(`hybrid.specs.${key}`);
  const benefit = (key: keyof Products['hybrid']['benefits'], values?: Record<string, string>) => ({
    title: t(`hybrid.benefits.${key}.title`),
    text: t(`hybrid.benefits.${key}.text`, values),
  });
  return (
    <FlagshipLayout
      pageKey="hybridSystem"
      sku="three-phase-hybrid-system"
      category="home-system"
      image="/images/products/flagship-hybrid-system.svg"
      imageAlt={t('hybrid.imageAlt')}
      highlights={[
        { label: t('hybrid.highlights.power'), value: a.hybridPower },
        { label: t('hybrid.highlights.capacity'), value: a.hybridCapacity },
        { label: t('hybrid.highlights.pv'), value: pv },
        { label: t('hybrid.highlights.switchover'), value: switchover },
      ]}
      benefitsHeading={t('hybrid.benefitsHeading')}
      benefits={[
        benefit('allInOne'),
        benefit('solar', { ratio: a.pvRatio, mppt: a.mppt }),
        benefit('expand', {
          capacity: a.hybridCapacity,
          units: a.hybridUnits,
          total: a.hybridTotal,
        }),
        benefit('backup', { switchover: a.switchover, unbalanced: a.unbalanced }),
      ]}
      specs={[
        {
          title: s('inverterTitle'),
          rows: [
            { label: s('ratedPower'), value: a.hybridPower },
            { label: s('pv'), value: pv },
            { label: s('mppt'), value: a.mppt },
            { label: s('unbalanced'), value: a.unbalanced },
            { label: s('switchover'), value: switchover },
          ],
        },
        {
          title: s('storageTitle'),
          rows: [
            { label: s('capacity'), value: a.hybridCapacity },
            {
              label: s('parallel'),
              value: t('hybrid.specs.parallelValue', { units: a.hybridUnits }),
            },
            { label: s('total'), value: t('hybrid.specs.totalValue', { total: a.hybridTotal }) },
          ],
        },
      ]}
    />
  );
}
