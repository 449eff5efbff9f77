import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

// SITE_URL is read when the server runs, not when it is built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/personal-center', '/admin', '/cn/admin'],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
