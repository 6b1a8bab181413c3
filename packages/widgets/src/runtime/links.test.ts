import { describe, expect, it } from 'vitest';
import { emailLinks, entriesOf, mailtoHref, phoneLinks, telHref } from './links.ts';

describe('telHref', () => {
  it.each([
    ['01711428536', 'tel:01711428536'],
    ['01711-428536', 'tel:01711428536'],
    ['+880 1711 428536', 'tel:+8801711428536'],
    ['+880 2-9014735', 'tel:+88029014735'],
    ['(02) 9014735', 'tel:029014735'],
    ['০১৭১১৪২৮৫৩৬', 'tel:01711428536'],
  ])('links %j as %s', (text, href) => {
    expect(telHref(text)).toBe(href);
  });

  it.each([
    ['call the office'],
    ['javascript:alert(1)'],
    ['01711428536?x=1'],
    ['12'],
    ['1234567890123456'],
    [''],
    [null],
    [1711428536],
  ])('does not link %j', (text) => {
    expect(telHref(text)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref(' info@shapla.edu.bd ')).toBe('mailto:info@shapla.edu.bd');
    expect(mailtoHref('head.master+office@school-bd.example')).toBe(
      'mailto:head.master+office@school-bd.example',
    );
  });

  it.each([
    ['info@shapla.edu.bd?bcc=everyone@example.com'],
    ['info@shapla.edu.bd&subject=x'],
    ['javascript:alert(1)//@x.bd'],
    ['not an address'],
    ['info@localhost'],
    ['None'],
    [null],
  ])('does not link %j', (text) => {
    expect(mailtoHref(text)).toBeNull();
  });
});

describe('entriesOf', () => {
  it('splits a field that holds several, leaving out blanks and None', () => {
    expect(entriesOf('+8801711428536, +880 2-9014735; 01812345678\n01912345678 / None, ')).toEqual([
      '+8801711428536',
      '+880 2-9014735',
      '01812345678',
      '01912345678',
    ]);
    expect(entriesOf('None')).toEqual([]);
    expect(entriesOf(undefined)).toEqual([]);
  });

  it('links what it can and keeps the rest as text', () => {
    expect(phoneLinks('01711428536, ask at the gate')).toEqual([
      { text: '01711428536', href: 'tel:01711428536' },
      { text: 'ask at the gate', href: null },
    ]);
    expect(emailLinks('info@shapla.edu.bd')).toEqual([
      { text: 'info@shapla.edu.bd', href: 'mailto:info@shapla.edu.bd' },
    ]);
  });
});
