import { describe, expect, it } from 'vitest';
import { httpSrcset } from './srcset.ts';

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
