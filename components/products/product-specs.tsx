import { RichText } from '@/components/rich-text';
import { normalizeSpecs } from './specs';
import { SpecTables } from './spec-tables';

type Props = { body?: string | null; specs: unknown; heading: string };

/** The product's description (requirements: Rich text) and its spec table. */
export function ProductSpecs({ body, specs, heading }: Props) {
  const groups = normalizeSpecs(specs);
  return (
    <>
      {body ? (
        <div className="site-container pb-6">
          <RichText source={body} className="max-w-3xl" />
        </div>
      ) : null}
      {groups.length > 0 ? (
        <section aria-labelledby="product-specs" className="site-container py-10">
          <h2 id="product-specs" className="mb-6 text-2xl font-bold text-brand-900">
            {heading}
          </h2>
          <SpecTables groups={groups} />
        </section>
      ) : null}
    </>
  );
}
