import { describe, expect, it } from 'vitest';
import { httpUrl } from './url.ts';

describe('httpUrl', () => {
  it('keeps absolute http(s) addresses', () => {
    expect(httpUrl('https://school.example/media/a.jpg')).toBe(
      'https://school.example/media/a.jpg',
    );
    expect(httpUrl(' http://localhost:8000/media/a b.jpg ')).toBe(
      'http://localhost:8000/media/a%20b.jpg',
    );
    expect(httpUrl('HTTPS://School.Example/x')).toBe('https://school.example/x');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['//evil.example/x.jpg'],
    ['/media/a.jpg'],
    ['media/a.jpg'],
    ['ftp://school.example/a.jpg'],
    ['https://'],
    ['None'],
    [''],
    ['   '],
    [null],
    [undefined],
    [42],
  ])('refuses %j', (value) => {
    expect(httpUrl(value)).toBeNull();
  });
});
