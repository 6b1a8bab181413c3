import { API_ERROR_MESSAGES } from '@school/api';
import { MOBILE_MESSAGE } from '@school/api/schemas';
import { describe, expect, it } from 'vitest';
import { SHARED_BENGALI, wordsIn } from './api-words.ts';

describe('wordsIn', () => {
  const own = { 'Enter your name.': 'আপনার নাম লিখুন।' };

  it('leaves every sentence as it is in English', () => {
    expect(wordsIn('Enter your name.', 'en', own)).toBe('Enter your name.');
    expect(wordsIn(MOBILE_MESSAGE, 'en', own)).toBe(MOBILE_MESSAGE);
  });

  it("says the form's own sentences, then the shared ones, in Bengali", () => {
    expect(wordsIn('Enter your name.', 'bn', own)).toBe('আপনার নাম লিখুন।');
    expect(wordsIn(MOBILE_MESSAGE, 'bn', own)).toContain('০১৭১২৩৪৫৬৭৮');
    expect(wordsIn(API_ERROR_MESSAGES.timeout, 'bn', own)).toMatch(/[\u0980-\u09FF]/);
  });

  it('words every failure the client can report that a visitor sends into', () => {
    for (const key of [
      'network',
      'offline',
      'timeout',
      'tooMany',
      'tooLarge',
      'server',
      'parse',
      'forbidden',
      'badRequest',
      'otherStatus',
    ] as const) {
      expect(SHARED_BENGALI[API_ERROR_MESSAGES[key]], key).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('writes its numbers in Bengali digits', () => {
    for (const [english, bengali] of Object.entries(SHARED_BENGALI)) {
      expect(bengali, english).not.toMatch(/[0-9]/);
    }
  });

  it("keeps the provider's waiting time from a 429, in Bengali digits", () => {
    const text = 'Too many submissions from your connection. Please wait 42 seconds and try again.';
    expect(wordsIn(text, 'bn', own)).toBe('অনেকবার পাঠানো হয়েছে। ৪২ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।');
  });

  it("shows a provider's own wording as it came", () => {
    expect(wordsIn('The office is closed on Friday.', 'bn', own)).toBe(
      'The office is closed on Friday.',
    );
  });
});
