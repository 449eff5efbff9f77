import { SiteImage } from '@/components/media/site-image';

type Props = {
  title: string;
  audience: string;
  text: string;
  features: readonly string[];
  qr: { src: string; alt: string; caption: string };
  /** Store badges: visible name and a label that also names the app (label-in-name). */
  stores: readonly { key: string; name: string; label: string }[];
};

/** One app: what it does, its store links and a code to scan from a computer screen. */
export function AppCard({ title, audience, text, features, qr, stores }: Props) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm desk:p-8">
      <h3 className="text-2xl font-bold text-brand-900">{title}</h3>
      <p className="mt-1 font-medium text-brand-800">{audience}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{text}</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-end gap-6 pt-8">
        <figure className="text-center">
          <SiteImage src={qr.src} alt={qr.alt} width={132} height={132} />
          <figcaption className="mt-2 max-w-[132px] text-xs text-slate-700">
            {qr.caption}
          </figcaption>
        </figure>
        <ul className="flex flex-col gap-3">
          {stores.map((store) => (
            <li key={store.key}>
              <a
                href="#"
                aria-label={store.label}
                className="inline-block min-w-40 rounded-lg bg-slate-900 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-900"
              >
                {store.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
