// A new build never reloads the page while a form holds unsaved input. "Unsaved" is
// read from the DOM, so every form of the site is covered without registering: the visitor has
// typed or chosen something in it (an input or change event; a script setting a default fires
// none) and a field still differs from the default it was rendered with. A form can also say so
// itself with data-dirty="true" or "false" (e.g. a widget whose state lives outside its fields).
type Field = {
  type?: string;
  tagName: string;
  value?: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean }>;
  selectedIndex?: number;
};

const IGNORED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

export function isFieldDirty(field: Field): boolean {
  const type = (field.type ?? '').toLowerCase();
  if (IGNORED_TYPES.has(type)) return false;
  if (type === 'checkbox' || type === 'radio') return field.checked !== field.defaultChecked;
  if (field.tagName === 'SELECT' && field.options) {
    const options = Array.from(field.options);
    // With no option marked selected in the HTML, the browser shows the first one.
    const initial = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    );
    return options.length > 0 && field.selectedIndex !== initial;
  }
  return (field.value ?? '') !== (field.defaultValue ?? '');
}

type FormLike = { dataset?: DOMStringMap; elements: ArrayLike<unknown> };

export function isFormDirty(form: FormLike): boolean {
  if (form.dataset?.dirty === 'true') return true;
  if (form.dataset?.dirty === 'false') return false;
  return Array.from(form.elements).some((field) => isFieldDirty(field as Field));
}

type DirtyTracker = { isDirty: () => boolean; stop: () => void };

/** Watches the document's forms for the visitor's edits from now on. */
export function trackDirtyForms(doc: Document = document): DirtyTracker {
  const edited = new WeakSet<HTMLFormElement>();
  const onEdit = (event: Event) => {
    const form = (event.target as { form?: HTMLFormElement | null } | null)?.form;
    if (form) edited.add(form);
  };
  const onReset = (event: Event) => edited.delete(event.target as HTMLFormElement);
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  doc.addEventListener('reset', onReset, true);
  return {
    isDirty: () =>
      Array.from(doc.forms).some((form) =>
        form.dataset.dirty ? form.dataset.dirty === 'true' : edited.has(form) && isFormDirty(form),
      ),
    stop: () => {
      doc.removeEventListener('input', onEdit, true);
      doc.removeEventListener('change', onEdit, true);
      doc.removeEventListener('reset', onReset, true);
    },
  };
}
