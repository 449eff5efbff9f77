import { scrollClass } from './styles';

type Props = {
  /** Unique on the page: names the block for assistive technology. */
  id: string;
  label: string;
  code: string;
};

/**
 * A labelled code sample. The label is visible and names the scrolling box, which takes the
 * keyboard focus so a long line can be scrolled without a mouse (WCAG 2.1.1, as the spec
 * tables do). Code is never translated.
 */
export function CodeBlock({ id, label, code }: Props) {
  return (
    <figure className="mt-6">
      <figcaption id={id} className="text-sm font-semibold text-slate-700">
        {label}
      </figcaption>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className={`${scrollClass} mt-2 rounded-lg bg-slate-900 p-4`}
      >
        <pre className="text-sm leading-relaxed text-slate-100">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}
