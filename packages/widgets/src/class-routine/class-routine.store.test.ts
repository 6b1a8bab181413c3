import { ApiError, type ClassConfig, type ClassRoutine } from '@school/api';
import { describe, expect, it } from 'vitest';
import { type ClassRoutineApi, createClassRoutineStore } from './class-routine.store.ts';
import { CLASS_CONFIGS, DAY_ROUTINE, ROUTINE } from './fixtures.ts';

/** A fake provider: the classes, and each class's routines (or an error for every class). */
function fakeApi(routines: Record<number, ClassRoutine[]> | Error): ClassRoutineApi {
  return {
    getClassConfigs: async () => CLASS_CONFIGS as ClassConfig[],
    getClassRoutines: async (query) => {
      if (routines instanceof Error) throw routines;
      return routines[query?.class_id ?? 0] ?? [];
    },
  };
}

describe('createClassRoutineStore', () => {
  it('shows the first class’s week: its days in order, its periods across, subject and teacher', async () => {
    const store = createClassRoutineStore(fakeApi({ 1: [ROUTINE], 2: [DAY_ROUTINE] }));
    await store.start();
    expect(store.state.value).toBe('ready');
    expect(store.choices.value.map((c) => c.label)).toEqual([
      'Class Six, Section A, Morning shift',
      'Class Six, Section B, Day shift',
    ]);
    const grid = store.grid.value;
    expect(grid?.periods).toEqual([
      { period: 1, start: '07:30', end: '08:10' },
      { period: 2, start: '08:10', end: '08:50' },
    ]);
    expect(grid?.days.map((d) => [d.day, d.cells.map((c) => c?.subject ?? null)])).toEqual([
      ['saturday', ['Bangla', 'Mathematics']],
      ['sunday', ['English', null]],
    ]);
  });

  it('loads another class’s routine when it is chosen, in Bengali', async () => {
    const store = createClassRoutineStore(fakeApi({ 1: [ROUTINE], 2: [DAY_ROUTINE] }), {
      lang: 'bn',
    });
    await store.start();
    store.choose(2);
    expect(store.routineState.value).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.routineState.value).toBe('ready');
    expect(store.label.value).toBe('ষষ্ঠ শ্রেণি, খ শাখা, দিবা শিফট');
    expect(store.grid.value?.days[0]?.cells[0]).toEqual({
      subject: 'বিজ্ঞান',
      teacher: 'কামরুল ইসলাম',
    });
  });

  it('is absent when the provider has no /class-routines, and an error when it fails', async () => {
    const absent = createClassRoutineStore(
      fakeApi(new ApiError({ kind: 'http', status: 404, url: '/class-routines', message: 'No.' })),
    );
    await absent.start();
    expect([absent.state.value, absent.absent.value]).toEqual(['empty', true]);
    const failing = createClassRoutineStore(
      fakeApi(
        new ApiError({ kind: 'http', status: 500, url: '/class-routines', message: 'Busy.' }),
      ),
    );
    await failing.start();
    expect([failing.state.value, failing.error.value]).toEqual(['error', 'Busy.']);
  });
});
