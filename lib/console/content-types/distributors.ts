import { countryCodes } from '@/lib/countries';
import { z } from '@/lib/validation/zod';
import { LIMITS, oneOf, optionalLine, optionalUrl, options, type FieldOption } from './fields';
import { lineField } from './common';
import { defineType } from './define';

// Distributors and installers (lib/server/db/schema/distributors.ts), the "how to buy" page.

const distributorTypes = ['distributor', 'installer'] as const;

/** Country names from the browser's or server's own data, so none are stored here. */
function countryOptions(): FieldOption[] {
  const name = (locale: string) => {
    try {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      return (code: string) => names.of(code) ?? code;
    } catch {
      return (code: string) => code;
    }
  };
  const en = name('en');
  const zh = name('zh-CN');
  return countryCodes.map((code) => ({ value: code, label: { en: en(code), zh: zh(code) } }));
}

export const distributorsType = defineType({
  key: 'distributors',
  label: { en: 'Distributors and installers', zh: '经销商与安装商' },
  idKind: 'int',
  titleField: 'company',
  fields: {
    company: lineField({ en: 'Company', zh: '公司' }, true),
    type: {
      kind: 'select' as const,
      label: { en: 'Type', zh: '类型' },
      required: true,
      options: options(distributorTypes, {
        distributor: { en: 'Distributor', zh: '经销商' },
        installer: { en: 'Installer', zh: '安装商' },
      }),
      schema: oneOf(distributorTypes),
    },
    country: {
      kind: 'select' as const,
      label: { en: 'Country or region', zh: '国家或地区' },
      required: true,
      options: countryOptions(),
      schema: z
        .string({ error: 'Required.' })
        .refine((v) => countryCodes.includes(v), 'Choose a country (ISO 3166-1 alpha-2).'),
    },
    contact: lineField({ en: 'Contact person', zh: '联系人' }, true, 100),
    email: {
      kind: 'text' as const,
      label: { en: 'E-mail', zh: '邮箱' },
      required: false,
      max: 254,
      schema: optionalLine(254).refine(
        (v) => v === null || z.email().safeParse(v).success,
        'Enter an e-mail address.',
      ),
    },
    phone: lineField({ en: 'Telephone', zh: '电话' }, false, 40),
    website: {
      kind: 'url' as const,
      label: { en: 'Website', zh: '网站' },
      required: false,
      max: LIMITS.url,
      schema: optionalUrl(),
    },
    city: lineField({ en: 'City', zh: '城市' }, false, 100),
    address: {
      kind: 'text' as const,
      label: { en: 'Address', zh: '地址' },
      required: false,
      max: 500,
      schema: optionalLine(500),
    },
  },
});
