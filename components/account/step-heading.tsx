import type { ReactNode, Ref } from 'react';

/** A step's heading: focus moves to it when its step is shown, so the step is announced. */
export function StepHeading({
  ref,
  children,
}: {
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
      {children}
    </h2>
  );
}
