import type { ClassConfig, Notice } from '@school/api';
import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

const notice: Notice = {
  id: 1,
  title: 'Library hours extended',
  notice_title: 'Library hours extended',
  notice_description: 'Open until 5 pm.',
  notice_title_bn: 'গ্রন্থাগার বেশি সময় খোলা থাকবে',
  date: '2026-11-20',
  expire_date: '2026-12-20',
};

describe('a text the school writes, in the widget’s language', () => {
  it('is the Bengali twin in Bengali, the spec’s field in English', () => {
    expect(localized(notice, 'notice_title', 'bn')).toBe('গ্রন্থাগার বেশি সময় খোলা থাকবে');
    expect(localized(notice, 'notice_title', 'en')).toBe('Library hours extended');
  });

  it('is the spec’s field in Bengali too when the provider sends no twin, or a blank or null one', () => {
    expect(localized(notice, 'notice_description', 'bn')).toBe('Open until 5 pm.');
    expect(localized({ ...notice, notice_title_bn: '  ' }, 'notice_title', 'bn')).toBe(
      'Library hours extended',
    );
    expect(localized({ ...notice, notice_title_bn: null }, 'notice_title', 'bn')).toBe(
      'Library hours extended',
    );
  });

  it('keeps what the spec’s field is when neither says anything (a class without a group)', () => {
    const config: ClassConfig = { id: 3, class_name: 'Six', group_name: null, group_name_bn: null };
    expect(localized(config, 'group_name', 'bn')).toBeNull();
    expect(localized(config, 'class_name', 'bn')).toBe('Six');
  });

  it('ignores a twin that is not text (a provider’s slip)', () => {
    const odd = { ...notice, notice_title_bn: 42 } as unknown as Notice;
    expect(localized(odd, 'notice_title', 'bn')).toBe('Library hours extended');
  });
});
