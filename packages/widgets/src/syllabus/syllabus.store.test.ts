import { ApiError, type Syllabus } from '@school/api';
import { describe, expect, it } from 'vitest';
import { SYLLABI } from './fixtures.ts';
import { createSyllabusStore, type SyllabusApi } from './syllabus.store.ts';

function fakeApi(answer: unknown[] | Error): SyllabusApi {
  return {
    getSyllabi: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Syllabus[];
    },
  };
}

describe('createSyllabusStore', () => {
  it('gives each class its lines and PDF; an address that is not http(s) is no PDF', async () => {
    const store = createSyllabusStore(fakeApi(SYLLABI));
    await store.start();
    expect(store.chosen.value).toMatchObject({
      label: 'Class Six',
      lines: ['Bangla: 100 marks', 'Mathematics: 100 marks'],
      file: 'https://provider.example/media/documents/syllabus-class-six-2026.pdf',
    });
    store.choose('id-2');
    expect(store.chosen.value).toMatchObject({ label: 'Class XI, Science', file: null });
  });

  it('writes them in Bengali', async () => {
    const store = createSyllabusStore(fakeApi(SYLLABI), { lang: 'bn' });
    await store.start();
    expect(store.chosen.value).toMatchObject({
      label: 'ষষ্ঠ শ্রেণি',
      session: '২০২৬',
      lines: ['বাংলা: ১০০ নম্বর', 'গণিত: ১০০ নম্বর'],
    });
  });

  it('is absent without /syllabi', async () => {
    const store = createSyllabusStore(
      fakeApi(new ApiError({ kind: 'http', status: 404, url: '/syllabi', message: 'No.' })),
    );
    await store.start();
    expect([store.state.value, store.absent.value]).toEqual(['empty', true]);
  });
});
