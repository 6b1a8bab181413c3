import { describe, expect, it } from 'vitest';
import { webLink, whatsappLink } from './web-link.ts';

describe('webLink', () => {
  it('links only to web addresses, a bare www. one as https', () => {
    expect(webLink('https://erp.school.edu.bd/login')).toBe('https://erp.school.edu.bd/login');
    expect(webLink(' http://school.edu.bd ')).toBe('http://school.edu.bd/');
    expect(webLink('www.facebook.com/school')).toBe('https://www.facebook.com/school');
  });

  it.each([
    ['javascript:alert(1)'],
    ['mailto:x@y.bd'],
    ['data:text/html,<script>alert(1)</script>'],
    ['not a link'],
    ['01711428536'],
    ['None'],
    [''],
    [null],
    [42],
  ])('does not link %j', (value) => {
    expect(webLink(value)).toBeNull();
  });
});

describe('whatsappLink', () => {
  it.each([
    ['01711428536', 'https://wa.me/8801711428536'],
    ['01711-428536', 'https://wa.me/8801711428536'],
    ['+880 1711 428536', 'https://wa.me/8801711428536'],
    ['8801711428536', 'https://wa.me/8801711428536'],
    ['008801711428536', 'https://wa.me/8801711428536'],
    ['1711428536', 'https://wa.me/8801711428536'],
    ['০১৭১১৪২৮৫৩৬', 'https://wa.me/8801711428536'],
    ['01711428536, 01812345678', 'https://wa.me/8801711428536'],
  ])('turns %j into %s', (mobile, link) => {
    expect(whatsappLink(mobile)).toBe(link);
  });

  it.each([['+880 2-9014735'], ['0171142853'], ['01211428536'], ['call us'], [''], [null]])(
    'has no chat link for %j',
    (mobile) => {
      expect(whatsappLink(mobile)).toBeNull();
    },
  );
});
