import { describe, expect, it } from 'vitest';
import { headingTag } from './heading.ts';

describe('headingTag', () => {
  it('gives h1…h6 for the levels 1–6, and h6 below that', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((level) => headingTag(level))).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'h6',
    ]);
  });

  it.each([[undefined], [0], [-1], [2.5], [Number.NaN]])(
    'falls back to h2 for %j, or to what the widget asks',
    (level) => {
      expect(headingTag(level)).toBe('h2');
      expect(headingTag(level, 'p')).toBe('p');
    },
  );
});
