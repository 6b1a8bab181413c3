import { describe, expect, it } from 'vitest';
import { trimmed } from './trimmed.ts';

describe('trimmed', () => {
  it('trims text and turns anything else into an empty string', () => {
    expect([' Dhaka ', '', null, undefined, 42, {}].map(trimmed)).toEqual([
      'Dhaka',
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});
