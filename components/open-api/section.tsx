import { headingClass, sectionClass } from './styles';

type Props = { id: string; heading: string; children: React.ReactNode };

/** A section of a reference page: a labelled region under its h2. */
export function ReferenceSection({ id, heading, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h2 id={`${id}-heading`} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
