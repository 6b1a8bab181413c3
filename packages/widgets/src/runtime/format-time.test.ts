import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('a time of day as a reader says it', () => {
  it('reads in Bengali with the part of the day and Bengali digits', () => {
    expect(formatTime('10:30', 'bn')).toBe('সকাল ১০:৩০');
    expect(formatTime('15:00', 'bn')).toBe('বিকাল ৩:০০');
    expect(formatTime('12:30', 'bn')).toBe('দুপুর ১২:৩০');
    expect(formatTime('13:30', 'bn')).toBe('দুপুর ১:৩০');
    expect(formatTime('18:45', 'bn')).toBe('সন্ধ্যা ৬:৪৫');
    expect(formatTime('20:00', 'bn')).toBe('রাত ৮:০০');
    expect(formatTime('05:15', 'bn')).toBe('ভোর ৫:১৫');
    expect(formatTime('00:10', 'bn')).toBe('রাত ১২:১০');
  });

  it('reads on a 12-hour clock in English', () => {
    expect(formatTime('09:30', 'en')).toBe('9:30 am');
    expect(formatTime('15:00', 'en')).toBe('3:00 pm');
    expect(formatTime('00:10', 'en')).toBe('12:10 am');
  });

  it('gives back what is not a time as it is', () => {
    expect(formatTime('25:00', 'bn')).toBe('25:00');
    expect(formatTime('noon', 'en')).toBe('noon');
  });
});
