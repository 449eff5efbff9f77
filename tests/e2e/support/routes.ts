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

/** Pages only a signed-in visitor sees; anyone else is sent to the login page. */
export const signedInRoutes = staticRoutes.filter((r) => r.key === 'personalCenter');

/** Every page of the route table a visitor without a session can open. */
export const allRoutes = staticRoutes.filter((r) => !signedInRoutes.includes(r));
