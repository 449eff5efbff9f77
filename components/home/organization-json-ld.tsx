import { JsonLd } from '@/components/seo/json-ld';
import { siteUrl } from '@/lib/site-url';

// requirements: SEO — the Organization's structured data, on the home page only.
export function OrganizationJsonLd({ description }: { description: string }) {
  const url = siteUrl();
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: 'Voltara',
        url,
        logo: `${url}/icon.svg`,
        description,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: 'info@voltara.example',
        },
      }}
    />
  );
}
