import type { Notice } from '@school/api';
import { describe, expect, it } from 'vitest';
import { noticeHeading } from './notice-title.ts';

const notice = (fields: Partial<Notice>): Notice => ({
  id: 1,
  title: '',
  notice_title: '',
  notice_description: '',
  date: '2026-11-20',
  expire_date: '2026-12-20',
  file_attached: null,
  ...fields,
});

describe('noticeHeading', () => {
  it('heads with the whole title and labels with the category when title and notice_title differ', () => {
    const exam = notice({ title: 'Exam', notice_title: 'Half Yearly Examination routine' });
    expect(noticeHeading(exam, 'en')).toEqual({
      title: 'Half Yearly Examination routine',
      label: 'Exam',
    });
  });

  it('changes nothing when they match or one is missing', () => {
    const same = { title: 'Sports day', notice_title: 'Sports day' };
    expect(noticeHeading(notice(same), 'en')).toEqual({ title: 'Sports day', label: null });
    expect(noticeHeading(notice({ title: ' Sports day ' }), 'en')).toEqual({
      title: 'Sports day',
      label: null,
    });
    expect(noticeHeading(notice({ notice_title: 'Sports day' }), 'en')).toEqual({
      title: 'Sports day',
      label: null,
    });
    expect(noticeHeading(notice({ title: 'Sports day', notice_title: '  ' }), 'en').label).toBe(
      null,
    );
  });

  it('says both in Bengali through their twins, each falling back to its own field', () => {
    const exam = notice({
      title: 'Exam',
      title_bn: 'পরীক্ষা',
      notice_title: 'Half Yearly Examination routine',
      notice_title_bn: 'অর্ধবার্ষিক পরীক্ষার রুটিন',
    });
    expect(noticeHeading(exam, 'bn')).toEqual({
      title: 'অর্ধবার্ষিক পরীক্ষার রুটিন',
      label: 'পরীক্ষা',
    });
    expect(noticeHeading({ ...exam, title_bn: null }, 'bn').label).toBe('Exam');
    // A twin of one of two matching fields is that title in Bengali, not a category.
    const same = notice({ title: 'Sports day', notice_title: 'Sports day', title_bn: 'ক্রীড়া দিবস' });
    expect(noticeHeading(same, 'bn')).toEqual({ title: 'ক্রীড়া দিবস', label: null });
  });
});
