import { Link } from '@/lib/i18n/client-navigation';

type Props = {
  statusCode: number;
  title: string;
  description: string;
  statusCodeLabel: string;
  homeLabel: string;
  action?: React.ReactNode;
};

// requirements: Error pages — the views show the status code, the status message and a
// description.
export function ErrorView({
  statusCode,
  title,
  description,
  statusCodeLabel,
  homeLabel,
  action,
}: Props) {
  return (
    <section className="site-container flex flex-col items-start gap-5 py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {statusCodeLabel}: <span data-testid="status-code">{statusCode}</span>
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="max-w-3xl break-all text-lg text-slate-700">{description}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          href="/"
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {homeLabel}
        </Link>
        {action}
      </div>
    </section>
  );
}
