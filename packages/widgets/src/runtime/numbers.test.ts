import { describe, expect, it } from 'vitest';
import { localDigits } from './localized.ts';
import { formatNumber, formatPercent, formatTaka } from './numbers.ts';

describe('numbers in each language', () => {
  it('writes Bengali digits and the lakh grouping in Bengali, English ones in English', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('12,34,567.5');
    expect(formatNumber(1234567.5, 'bn')).toBe('১২,৩৪,৫৬৭.৫');
    expect(formatNumber(2026, 'bn', { grouping: false })).toBe('২০২৬');
  });

  it('writes taka with the ৳ sign and percentages with %', () => {
    expect(formatTaka(3000, 'en')).toBe('৳3,000');
    expect(formatTaka(3000, 'bn')).toBe('৳৩,০০০');
    expect(formatPercent(87.5, 'bn')).toBe('৮৭.৫%');
    expect(formatPercent(87.5, 'en')).toBe('87.5%');
  });

  it('turns the digits of a text into Bengali ones only in Bengali', () => {
    expect(localDigits('Session 2024-25, room 101', 'bn')).toBe('Session ২০২৪-২৫, room ১০১');
    expect(localDigits('2024-25', 'en')).toBe('2024-25');
  });

  it('writes nothing for a number that is not one', () => {
    expect(formatNumber(Number.NaN, 'bn')).toBe('');
    expect(formatTaka(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});
