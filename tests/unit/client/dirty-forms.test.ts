import { describe, expect, it } from 'vitest';
import { isFieldDirty, isFormDirty, trackDirtyForms } from '@/lib/client/dirty-forms';
import { fakeTarget } from './fakes';

const text = (value: string, defaultValue = '') => ({
  tagName: 'INPUT',
  type: 'text',
  value,
  defaultValue,
});
const box = (checked: boolean, defaultChecked = false) => ({
  tagName: 'INPUT',
  type: 'checkbox',
  checked,
  defaultChecked,
});
const select = (selectedIndex: number, defaultIndex = -1) => ({
  tagName: 'SELECT',
  selectedIndex,
  options: [0, 1, 2].map((i) => ({
    selected: i === selectedIndex,
    defaultSelected: i === defaultIndex,
  })),
});

describe('isFieldDirty', () => {
  it('compares text and textareas with their default value', () => {
    expect(isFieldDirty(text(''))).toBe(false);
    expect(isFieldDirty(text('Anna'))).toBe(true);
    expect(isFieldDirty(text('Anna', 'Anna'))).toBe(false);
    expect(isFieldDirty({ tagName: 'TEXTAREA', value: 'hi', defaultValue: '' })).toBe(true);
  });

  it('compares checkboxes and radios with their default state', () => {
    expect(isFieldDirty(box(true))).toBe(true);
    expect(isFieldDirty(box(true, true))).toBe(false);
  });

  it('compares a select with its default option, or the first one', () => {
    expect(isFieldDirty(select(0))).toBe(false);
    expect(isFieldDirty(select(2))).toBe(true);
    expect(isFieldDirty(select(2, 2))).toBe(false);
  });

  it('ignores hidden fields and buttons', () => {
    expect(isFieldDirty({ tagName: 'INPUT', type: 'hidden', value: 'x', defaultValue: '' })).toBe(
      false,
    );
    expect(isFieldDirty({ tagName: 'BUTTON', type: 'submit', value: 'x', defaultValue: '' })).toBe(
      false,
    );
  });
});

describe('isFormDirty', () => {
  it('is dirty when a field is, or when the form says so', () => {
    expect(isFormDirty({ dataset: {}, elements: [text(''), text('x')] })).toBe(true);
    expect(isFormDirty({ dataset: {}, elements: [text('')] })).toBe(false);
    expect(isFormDirty({ dataset: { dirty: 'true' }, elements: [] })).toBe(true);
    expect(isFormDirty({ dataset: { dirty: 'false' }, elements: [text('x')] })).toBe(false);
  });
});

describe('trackDirtyForms', () => {
  function page() {
    const form = { dataset: {} as DOMStringMap, elements: [text('')] };
    const doc = Object.assign(fakeTarget(), { forms: [form] });
    return { form, doc, tracker: trackDirtyForms(doc as unknown as Document) };
  }

  it('counts a form dirty only after the visitor typed in it and while it differs', () => {
    const { form, doc, tracker } = page();
    form.elements = [text('set by a script')];
    expect(tracker.isDirty()).toBe(false);
    doc.fire('input', { target: { form } });
    expect(tracker.isDirty()).toBe(true);
    form.elements = [text('')];
    expect(tracker.isDirty()).toBe(false);
  });

  it('forgets the edits of a form that was reset', () => {
    const { form, doc, tracker } = page();
    form.elements = [text('typed')];
    doc.fire('change', { target: { form } });
    doc.fire('reset', { target: form });
    expect(tracker.isDirty()).toBe(false);
  });

  it('follows data-dirty whatever the fields say', () => {
    const { form, tracker } = page();
    form.dataset.dirty = 'true';
    expect(tracker.isDirty()).toBe(true);
  });

  it('stops listening', () => {
    const { doc, tracker } = page();
    tracker.stop();
    expect(doc.count('input') + doc.count('change') + doc.count('reset')).toBe(0);
  });
});
