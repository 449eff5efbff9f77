import { Link } from '@/lib/i18n/client-navigation';

type Props = { label: string; value: string; href?: string };

/** One number on the dashboard, with a link to where it is handled when there is one. */
export function CountCard({ label, value, href }: Props) {
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-800">{label}</span>
      <span data-count className="mt-1 block text-3xl font-bold text-brand-900">
        {value}
      </span>
    </>
  );
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      {href ? (
        <Link href={href} className="block">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
