'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Section } from './section';
import { buttonClass, inputClass, labelClass } from './styles';
import { useToast } from './toast';

export type CsvImportTexts = { file: string; submit: string; busy: string; noFile: string };

type Props = {
  /** The section's id, and the prefix of its parts' ids. */
  id: string;
  title: string;
  /** What the file must hold and its limits; it also describes the file field. */
  intro: string;
  texts: CsvImportTexts;
  /** The outer spacing of the section (see Section). */
  className?: string;
  /** Fields sent with the file (an import mode). */
  fields?: ReactNode;
  /** Sends the file; resolves to the report to show and the toast that says it worked. */
  send: (file: File) => Promise<{ report: ReactNode; toast: string }>;
  /** The report of a refused import (the rows to fix, or why the whole file was refused). */
  refused: (error: unknown) => ReactNode;
  /** Below the report (an export of what the import reads back). */
  children?: ReactNode;
};

/**
 * A CSV import: a file field (an error under it when none was chosen), the form's own fields,
 * Import, and the outcome in a live region that exists before there is anything in it, so the
 * outcome is announced.
 */
export function CsvImport({
  id,
  title,
  intro,
  texts,
  className,
  fields,
  send,
  refused,
  children,
}: Props) {
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ReactNode>(null);
  const [noFile, setNoFile] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const run = async () => {
    const file = fileInput.current?.files?.[0];
    setReport(null);
    setNoFile(!file);
    if (!file) return;
    setBusy(true);
    try {
      const done = await send(file);
      setReport(done.report);
      toast.show(done.toast);
    } catch (error) {
      setReport(refused(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id={id} title={title} className={className}>
      <p id={`${id}-intro`} className="text-sm text-slate-800">
        {intro}
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-file`} className={labelClass}>
            {texts.file}
          </label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-intro${noFile ? ` ${id}-error` : ''}`}
            aria-invalid={noFile || undefined}
            className={inputClass}
            onChange={() => setNoFile(false)}
          />
          {noFile ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {texts.noFile}
            </p>
          ) : null}
        </div>
        {fields}
        <button type="submit" className={buttonClass('primary')} disabled={isBusy}>
          {isBusy ? texts.busy : texts.submit}
        </button>
      </form>
      <div aria-live="polite" aria-busy={isBusy}>
        {report}
      </div>
      {children}
    </Section>
  );
}
