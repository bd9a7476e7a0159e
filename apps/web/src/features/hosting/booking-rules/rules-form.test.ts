import { BookingRulesBodySchema, Messages, defaultBookingRules } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { checkRules, rulesBodyOf, rulesFormOf, serverRulesErrors } from './rules-form.ts';
import { rules } from './sample-rules.test-support.ts';
import { defaultSample, previewOf, sampleDate } from './rules-preview.ts';

describe('booking rules form', () => {
  it('shows numbers as text and null as blank, and turns them back into the same rules', () => {
    const form = rulesFormOf(rules);
    expect(form).toMatchObject({ responseHours: '12', maxHours: '8', weekendRent: '55', extraGuestFee: '2.5' });
    expect(rulesBodyOf(form, BookingRulesBodySchema)).toEqual(rules);
    const defaults = rulesFormOf(defaultBookingRules);
    expect(defaults).toMatchObject({ maxHours: '', horizonDays: '', weekendRent: '', peakHours: [] });
    expect(rulesBodyOf(defaults, BookingRulesBodySchema)).toEqual(defaultBookingRules);
  });

  it('sends blanks as null, trims, accepts "$" and thousands commas, and sorts the peak hours', () => {
    const form = {
      ...rulesFormOf(rules),
      maxHours: ' ',
      weekendRent: '$1,250.50',
      cleaningFee: '',
      peakHours: [19, 7],
    };
    const checked = checkRules(form, BookingRulesBodySchema);
    expect(checked.ok && checked.body).toMatchObject({
      maxHours: null,
      pricing: { weekendRent: 1250.5, cleaningFee: null, peakHours: [7, 19] },
    });
  });

  it('gives each refused value the contract’s message at its field, pricing ones included', () => {
    const checked = checkRules(
      {
        ...rulesFormOf(rules),
        bufferBeforeHours: '5',
        minHours: '',
        noticeHours: '2.5',
        extraGuestsFrom: '',
      },
      BookingRulesBodySchema,
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({
      bufferBeforeHours: Messages.rulesBufferInvalid,
      minHours: Messages.rulesMinHoursInvalid,
      noticeHours: Messages.rulesNoticeInvalid,
      extraGuestsFrom: Messages.rulesExtraGuestsInvalid,
    });
    const words = checkRules(
      { ...rulesFormOf(rules), weekendRent: 'twelve', peakRent: '1,25' },
      BookingRulesBodySchema,
    );
    expect(!words.ok && words.errors).toEqual({
      weekendRent: Messages.rulesAmountInvalid,
      peakRent: Messages.rulesAmountInvalid,
    });
  });

  it('does not refuse the hidden response hours of an instant listing: they go back to the default', () => {
    const checked = checkRules(
      { ...rulesFormOf(rules), bookingMode: 'instant', responseHours: '' },
      BookingRulesBodySchema,
    );
    expect(checked.ok && checked.body.responseHours).toBe(defaultBookingRules.responseHours);
    const asked = checkRules({ ...rulesFormOf(rules), responseHours: '0' }, BookingRulesBodySchema);
    expect(!asked.ok && asked.errors).toEqual({ responseHours: Messages.rulesResponseHoursInvalid });
  });

  it('reads the server’s field errors, pricing paths included', () => {
    expect(
      serverRulesErrors({ horizonDays: [Messages.rulesHorizonInvalid], 'pricing.peakRent': ['x'], other: ['y'] }),
    ).toEqual({ horizonDays: Messages.rulesHorizonInvalid, peakRent: 'x' });
    expect(serverRulesErrors('text')).toEqual({});
  });
});

describe('booking rules preview', () => {
  const now = new Date('2026-03-11T15:00:00Z'); // a Wednesday
  const checked = checkRules(rulesFormOf(rules), BookingRulesBodySchema);
  if (!checked.ok) throw new Error('fixture rules are valid');

  it('picks the next Wednesday or Saturday after today', () => {
    expect(sampleDate('2026-03-11', 'weekday')).toBe('2026-03-18');
    expect(sampleDate('2026-03-11', 'saturday')).toBe('2026-03-14');
    expect(sampleDate('2026-03-14', 'saturday')).toBe('2026-03-21');
  });

  it('prices a sample booking with the shared quote and refund', () => {
    const preview = previewOf({
      rentCents: 4000,
      rules: checked.body,
      sample: defaultSample,
      today: '2026-03-11',
      now,
    });
    // 3 weekend hours × $55 + 2 extra guests × 3 hours × $2.50 + $25 cleaning; moderate, 3 days ahead: half back.
    expect(preview.ok && preview.sentence).toBe(
      'A 3-hour Saturday booking for 8 guests costs $205 and refunds $102.50 if cancelled 3 days ahead.',
    );
    const long = previewOf({
      rentCents: 4000,
      rules: checked.body,
      sample: { ...defaultSample, day: 'weekday', start: 16, hours: '6', guests: '1', daysAhead: '1' },
      today: '2026-03-11',
      now,
    });
    // 16:00–22:00 on a Wednesday: 16, 20, 21 at $40, 17–19 peak at $70 = $330, 10% off = $297, + $25 cleaning.
    expect(long.ok && long.lines.map((line) => line.amountCents)).toEqual([12000, 21000, -3300, 2500]);
    expect(long.ok && long.sentence).toBe(
      'A 6-hour weekday booking for 1 guest costs $322 and refunds $161 if cancelled 1 day ahead.',
    );
  });

  it('says what to fix in the sample', () => {
    const preview = previewOf({
      rentCents: 4000,
      rules: checked.body,
      sample: { ...defaultSample, hours: '0', guests: 'x' },
      today: '2026-03-11',
      now,
    });
    expect(preview.ok).toBe(false);
    expect(!preview.ok && preview.problems).toHaveLength(2);
  });
});
