import { describe, expect, it } from 'vitest';
import { excerpt, paragraphsOf } from './prose.ts';

describe('paragraphsOf', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphsOf('First line\nsecond line\n\n  Next paragraph.  \n \n\n\nLast.')).toEqual([
      'First line\nsecond line',
      'Next paragraph.',
      'Last.',
    ]);
  });

  it('reads Windows line breaks, and nothing from blanks or a value that is not text', () => {
    expect(paragraphsOf('One.\r\n\r\nTwo.')).toEqual(['One.', 'Two.']);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
    expect(paragraphsOf(null)).toEqual([]);
    expect(paragraphsOf(42)).toEqual([]);
  });
});

describe('excerpt', () => {
  it('keeps a text no longer than the limit whole', () => {
    const text = 'a'.repeat(200);
    expect(excerpt(text, 200)).toBe(text);
    expect(excerpt(' Short. ', 200)).toBe('Short.');
  });

  it('cuts a longer one at the last space before the limit, with an ellipsis', () => {
    const text = `${'word '.repeat(39)}wordiest and more`; // 195 letters, then a word across the limit
    const cut = excerpt(text, 200);
    expect(cut).toBe(`${'word '.repeat(39).trimEnd()}…`);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(200);
  });

  it('cuts exactly at the limit when the next letter starts a new word', () => {
    expect(excerpt('abcde fgh', 5)).toBe('abcde…');
  });

  it('cuts inside a word that has no space near the limit', () => {
    expect(excerpt('x'.repeat(300), 200)).toBe(`${'x'.repeat(200)}…`);
  });

  it('never splits a Bengali letter from its vowel sign or a conjunct', () => {
    const cut = excerpt('কি'.repeat(250), 200);
    expect(cut.endsWith('কি…')).toBe(true);
    const conjunct = excerpt('ক্ষ'.repeat(250), 200);
    expect(conjunct.endsWith('ক্ষ…')).toBe(true);
  });

  it('keeps paragraph breaks inside the part it keeps', () => {
    expect(excerpt(`One.\n\nTwo ${'long '.repeat(20)}`, 20)).toBe('One.\n\nTwo long long…');
  });
});
