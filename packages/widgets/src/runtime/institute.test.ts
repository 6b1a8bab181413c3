import { describe, expect, it } from 'vitest';
import { eiinOf, firstInstitute } from './institute.ts';

describe('eiinOf', () => {
  it.each([
    ['132587', '132587'],
    [' 132587 ', '132587'],
    [132587, '132587'],
    ['None', null],
    ['none', null],
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
  ])('shows the EIIN %j as %j', (value, shown) => {
    expect(eiinOf(value)).toBe(shown);
  });
});

describe('firstInstitute', () => {
  it('is the first item of the list, or null', () => {
    expect(firstInstitute([{ institute_name: 'A' }, { institute_name: 'B' }])).toEqual({
      institute_name: 'A',
    });
    expect(firstInstitute([])).toBeNull();
    expect(firstInstitute([null])).toBeNull();
    expect(firstInstitute({ institute_name: 'A' })).toBeNull();
    expect(firstInstitute(undefined)).toBeNull();
  });
});
