// A message box inside the page: a conflict, a load failure, a hint. An error is role="alert"
// (read out at once); the rest is a plain region.

type Props = {
  tone?: 'error' | 'warning' | 'info';
  title?: string;
  children?: React.ReactNode;
  /** A button or link to act on it (Reload, Try again). */
  action?: React.ReactNode;
};

const tones = {
  error: 'border-red-400 bg-red-50 text-red-900',
  warning: 'border-amber-400 bg-amber-50 text-amber-950',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
};

export function Notice({ tone = 'info', title, children, action }: Props) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`my-4 flex flex-wrap items-start gap-3 rounded-lg border-2 px-4 py-3 ${tones[tone]}`}
    >
      <div className="flex-1 space-y-1">
        {title ? <p className="font-bold">{title}</p> : null}
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
