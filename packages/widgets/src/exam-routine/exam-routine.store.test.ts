import { ApiError, type ExamRoutine } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createExamRoutineStore, type ExamRoutineApi } from './exam-routine.store.ts';
import { EXAM_ROUTINES } from './fixtures.ts';

function fakeApi(answer: unknown[] | Error): ExamRoutineApi {
  return {
    getExamRoutines: async () => {
      if (answer instanceof Error) throw answer;
      return answer as ExamRoutine[];
    },
  };
}

describe('createExamRoutineStore', () => {
  it('gives each routine its papers by date, the first chosen until another is', async () => {
    const store = createExamRoutineStore(fakeApi(EXAM_ROUTINES));
    await store.start();
    expect(store.rows.value.map((r) => r.label)).toEqual([
      'Annual Examination: Class Six, Section A, Morning shift',
      'Pre-Test Examination: Class Ten, Section A, Morning shift',
    ]);
    expect(store.chosen.value?.papers.map((p) => p.subject)).toEqual(['Bangla', 'English', 'ICT']);
    store.choose('id-2');
    expect(store.chosen.value?.papers.map((p) => [p.date, p.marks])).toEqual([['2026-12-05', 100]]);
  });

  it('writes them in Bengali', async () => {
    const store = createExamRoutineStore(fakeApi(EXAM_ROUTINES), { lang: 'bn' });
    await store.start();
    expect(store.chosen.value?.label).toBe('বার্ষিক পরীক্ষা: ষষ্ঠ শ্রেণি, ক শাখা, প্রভাতি শিফট');
    expect(store.chosen.value?.session).toBe('২০২৬');
  });

  it('is absent without /exam-routines, and an error when the call fails', async () => {
    const absent = createExamRoutineStore(
      fakeApi(new ApiError({ kind: 'http', status: 404, url: '/exam-routines', message: 'No.' })),
    );
    await absent.start();
    expect([absent.state.value, absent.absent.value]).toEqual(['empty', true]);
    const failing = createExamRoutineStore(
      fakeApi(new ApiError({ kind: 'http', status: 503, url: '/exam-routines', message: 'Busy.' })),
    );
    await failing.start();
    expect([failing.state.value, failing.error.value]).toEqual(['error', 'Busy.']);
  });
});
