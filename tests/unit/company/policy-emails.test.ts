import { describe, expect, it } from 'vitest';
import { splitEmails } from '@/components/legal/policy-content';

describe('splitEmails (policy texts link their contact addresses)', () => {
  it('puts each address at an odd index, without the sentence punctuation', () => {
    expect(splitEmails('Write to privacy@voltara.example. We answer within a month.')).toEqual([
      'Write to ',
      'privacy@voltara.example',
      '. We answer within a month.',
    ]);
  });

  it('finds several addresses and leaves text without one whole', () => {
    expect(splitEmails('a@b.example or security@voltara.example')).toEqual([
      '',
      'a@b.example',
      ' or ',
      'security@voltara.example',
      '',
    ]);
    expect(splitEmails('No address here')).toEqual(['No address here']);
  });

  it('stops at full-width punctuation in Chinese text', () => {
    expect(splitEmails('请发送邮件至 privacy@voltara.example，我们将答复。')[1]).toBe(
      'privacy@voltara.example',
    );
  });
});
