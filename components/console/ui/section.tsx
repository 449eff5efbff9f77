/**
 * One part of a console page (a test form, an import, a history lookup): a region named by its
 * heading, so screen readers list it among the landmarks.
 */
export function Section({
  id,
  title,
  className = 'mb-6',
  children,
}: {
  id: string;
  title: string;
  /** The outer spacing, which depends on what stands around the section. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${className} space-y-3 rounded-lg border border-slate-300 bg-white p-4`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
