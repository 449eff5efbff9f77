// The top of every console page: the one h1, an optional line under it, actions on the right.

type Props = {
  title: string;
  description?: React.ReactNode;
  /** Links or buttons (New, Export…). */
  actions?: React.ReactNode;
  /** A trail above the title (e.g. Content › News). */
  trail?: React.ReactNode;
};

export function PageHeader({ title, description, actions, trail }: Props) {
  return (
    <header className="mb-6 space-y-2">
      {trail ? <div className="text-sm text-slate-700">{trail}</div> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {description ? <div className="text-sm text-slate-800">{description}</div> : null}
    </header>
  );
}
