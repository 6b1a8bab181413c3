import { describe, expect, it } from 'vitest';
import { httpSrcset } from './srcset.ts';

describe('httpSrcset', () => {
  it('keeps a list of absolute http(s) copies with their widths', () => {
    const srcset =
      'https://school.example/media/a/480/x.jpg 480w,https://school.example/media/a/x.jpg  1600w';
    expect(httpSrcset(srcset)).toBe(srcset);
    expect(httpSrcset(` ${srcset} `)).toBe(` ${srcset} `);
    expect(httpSrcset('HTTP://school.example/a.jpg 480w')).toBe('HTTP://school.example/a.jpg 480w');
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
    [' JaVaScRiPt:alert(1) 480w'],
    ['https:// 480w'],
    [''],
    [null],
    [42],
  ])('refuses %j whole', (value) => {
    expect(httpSrcset(value)).toBeNull();
  });
});
