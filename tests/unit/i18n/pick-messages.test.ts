import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/lib/i18n/pick-messages';

const messages = {
  Common: { noData: 'no data', yes: 'yes' },
  Support: { faqs: { total: '{count} questions', found: '{count} found' }, other: 'x' },
};

describe('pickMessages', () => {
  it('keeps only the paths asked for, nested as they were', () => {
    expect(pickMessages(messages, ['Support.faqs.total', 'Common.noData'])).toEqual({
      Support: { faqs: { total: '{count} questions' } },
      Common: { noData: 'no data' },
    });
  });

  it('takes a whole namespace by its path', () => {
    expect(pickMessages(messages, ['Support.faqs'])).toEqual({
      Support: { faqs: messages.Support.faqs },
    });
  });

  it('throws on a path with no message, so a typo fails the render and not the browser', () => {
    expect(() => pickMessages(messages, ['Support.faqs.missing'])).toThrow(
      /Support\.faqs\.missing/,
    );
    expect(() => pickMessages(messages, ['Common.noData.deeper'])).toThrow();
  });
});
