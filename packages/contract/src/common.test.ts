import { describe, expect, it } from 'vitest';
import { EmailSchema, NewPasswordSchema } from './accounts.ts';
import {
  BooleanishSchema,
  NumberishSchema,
  PhoneSchema,
  blankToUndefined,
  findControlCharacter,
  isUuid,
} from './common.ts';
import { Messages } from './messages.ts';
import { messagesOf, parsed } from './test-support.ts';

describe('encodings legacy and multipart clients send', () => {
  it('reads "true"/"false", "1"/"0" and blank as booleans', () => {
    expect(['true', '1', true].map((value) => parsed(BooleanishSchema, value))).toEqual([true, true, true]);
    expect(['false', '0', '', false].map((value) => parsed(BooleanishSchema, value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    messagesOf(BooleanishSchema, 'yes');
  });

  it('reads numbers sent as text, and treats blank as not given', () => {
    expect(parsed(NumberishSchema, '12.5')).toBe(12.5);
    expect(parsed(NumberishSchema, 7)).toBe(7);
    messagesOf(NumberishSchema, '');
    expect(['', 'null', 'undefined', null].map(blankToUndefined)).toEqual([undefined, undefined, undefined, undefined]);
    expect(blankToUndefined('0')).toBe('0');
  });

  it('knows a uuid from anything else', () => {
    expect(isUuid('0b7f2c5e-7a43-4c1e-9a51-2f6f1f1f1f1f')).toBe(true);
    expect(isUuid('1')).toBe(false);
    expect(isUuid("1' or '1'='1")).toBe(false);
  });
});

describe('email and phone', () => {
  it('lower-cases and trims an email, and refuses a malformed one with the spec message', () => {
    expect(parsed(EmailSchema, '  Ana@Example.COM ')).toBe('ana@example.com');
    expect(messagesOf(EmailSchema, 'ana@')).toEqual([Messages.invalidEmail]);
  });

  it('turns any written phone into E.164, defaulting to the US', () => {
    expect(parsed(PhoneSchema, '+1 (212) 555-0101')).toBe('+12125550101');
    expect(parsed(PhoneSchema, '2125550101')).toBe('+12125550101');
    expect(parsed(PhoneSchema, '(+39) 06 6982 1234')).toBe('+390669821234');
    expect(messagesOf(PhoneSchema, '12')).toEqual([Messages.invalidPhone]);
  });
});

describe('new passwords', () => {
  it('need upper, lower, digit and special characters', () => {
    expect(parsed(NewPasswordSchema, 'Guest-Booking-2026')).toBe('Guest-Booking-2026');
    expect(messagesOf(NewPasswordSchema, 'guest-booking-2026')).toEqual([Messages.passwordRule]);
    expect(messagesOf(NewPasswordSchema, 'GuestBooking2026')).toEqual([Messages.passwordRule]);
  });

  it('are 8 to 128 characters long', () => {
    expect(messagesOf(NewPasswordSchema, 'Ab1-xyz')).toContain(Messages.passwordLength);
    expect(messagesOf(NewPasswordSchema, `Ab1-${'x'.repeat(125)}`)).toContain(Messages.passwordLength);
    expect(parsed(NewPasswordSchema, `Ab1-${'x'.repeat(124)}`)).toHaveLength(128);
  });
});

describe('control characters', () => {
  it('names the path of the first text that holds one, and lets tab, CR and LF through', () => {
    expect(findControlCharacter({ title: 'ok', remarks: 'line\r\n\tnext' }, 'body')).toBeUndefined();
    expect(findControlCharacter({ title: 'ok', guestList: { note: 'a\u0000b' } }, 'body')).toBe('body.guestList.note');
    expect(findControlCharacter({ schedules: [{ date: 'x' }, { date: 'y\u007f' }] }, 'body')).toBe(
      'body.schedules[1].date',
    );
    expect(findControlCharacter({ ['bad\u001bkey']: 1 }, 'query')).toBe('query.bad\u001bkey');
  });
});
