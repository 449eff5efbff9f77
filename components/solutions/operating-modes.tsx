import { getTranslations } from 'next-intl/server';
import { Section } from './section';

// requirements: Product and users — the four residential operating modes, in that order.
export const operatingModes = ['selfPower', 'timeOfUse', 'backup', 'vpp'] as const;

const icons: Record<(typeof operatingModes)[number], string> = {
  selfPower:
    'M12 3v3m0 12v3M3 12h3m12 0h3M6 6l2 2m8 8 2 2M6 18l2-2m8-8 2-2M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8',
  timeOfUse: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18m0 4v5l3 3',
  backup: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6zm1 4-4 6h3l-1 4 4-6h-3z',
  vpp: 'M4 18h4v-6H4zm6 0h4V8h-4zm6 0h4V4h-4zM3 21h18',
};

export async function OperatingModes() {
  const t = await getTranslations('Solutions.residential.modes');
  return (
    <Section id="modes" tone="tint" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-6 desk:grid-cols-2">
        {operatingModes.map((mode) => (
          <li key={mode} className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="h-12 w-12 shrink-0 rounded-xl bg-brand-700 p-2.5 text-white"
            >
              <path d={icons[mode]} fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            <div>
              <h3 className="text-xl font-semibold text-brand-900">{t(`items.${mode}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`items.${mode}.text`)}</p>
              <p className="mt-3 text-sm font-medium text-brand-800">
                {t(`items.${mode}.bestFor`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
