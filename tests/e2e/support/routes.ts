import { languages } from '@/lib/i18n/locales';
import { staticRoutes } from '@/lib/routes';

export const variants = languages.map((l) => ({
  code: l.code,
  tag: l.tag,
  prefix: l.code === 'en' ? '' : `/${l.code}`,
}));

/** The public path of a route in a variant: /de/products, /cn, / … */
export function publicPath(prefix: string, path: string): string {
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

export const allRoutes = staticRoutes;
