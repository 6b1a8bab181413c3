import { describe, expect, it } from 'vitest';
import { httpSrcset, httpUrl } from './url.ts';

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

describe('httpSrcset', () => {
  it('keeps a list of absolute http(s) copies with their widths', () => {
    expect(
      httpSrcset(
        ' https://school.example/media/a/480/x.jpg 480w,https://school.example/media/a/x.jpg  1600w ',
      ),
    ).toBe(
      'https://school.example/media/a/480/x.jpg 480w, https://school.example/media/a/x.jpg 1600w',
    );
  });

  it.each([
    ['javascript:alert(1) 480w'],
    ['https://school.example/a.jpg 480w, javascript:alert(1) 960w'],
    ['data:image/svg+xml,<svg onload="alert(1)"/> 480w'],
    ['/media/a.jpg 480w'],
    ['https://school.example/a.jpg'],
    ['https://school.example/a.jpg 2x'],
    ['https://school.example/a.jpg 0w'],
    ['https://school.example/a.jpg 480w extra'],
    ['https://school.example/a.jpg 480w,'],
    [Array.from({ length: 13 }, (_, i) => `https://school.example/${i}.jpg ${i + 1}w`).join(', ')],
    [''],
    [null],
    [42],
  ])('refuses %j whole', (value) => {
    expect(httpSrcset(value)).toBeNull();
  });
});
