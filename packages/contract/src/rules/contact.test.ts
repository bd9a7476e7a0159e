import { describe, expect, it } from 'vitest';
import { ContactBodySchema } from '../contact.ts';
import { Messages } from '../messages.ts';
import { parsed, problemsOf } from '../test-support.ts';
import { missingContactFields, missingContactMessage, withPlus } from './contact.ts';

const complete = { name: 'Ada', email: 'ada@example.com', phone: '+12125550101', message: 'Hello' };

describe('contact us rules', () => {
  it('lists the blank fields in form order and names them all in one message', () => {
    expect(missingContactFields(complete)).toEqual([]);
    expect(missingContactFields({ ...complete, name: ' ', message: '' })).toEqual(['name', 'message']);
    expect(missingContactFields({})).toEqual(['name', 'email', 'phone', 'message']);
    expect(missingContactMessage(['name', 'message'])).toBe(`${Messages.contactMandatoryPrefix}name, message`);
  });

  it('puts a + before a phone that lacks one', () => {
    expect(withPlus(' 12125550101 ')).toBe('+12125550101');
    expect(withPlus('+12125550101')).toBe('+12125550101');
    expect(withPlus('  ')).toBe('');
  });

  it('are the rules ContactBodySchema applies: the one message on every missing field', () => {
    for (const blank of [{ name: '' }, { email: ' ', phone: '' }, { name: '', email: '', phone: '', message: '' }]) {
      const body = { ...complete, ...blank };
      const missing = missingContactFields(body);
      const result = ContactBodySchema.safeParse(body);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
        missing.map((field) => [field, missingContactMessage(missing)]),
      );
    }
    expect(problemsOf(ContactBodySchema, complete)).toEqual([]);
  });

  it('keeps a phone the server cannot read, with the + the form would add', () => {
    expect(parsed(ContactBodySchema, { ...complete, phone: '12' }).phone).toBe(withPlus('12'));
  });
});
