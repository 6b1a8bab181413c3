import { type AdmissionInfo, ApiError } from '@school/api';
import { describe, expect, it } from 'vitest';
import { type AdmissionInfoApi, createAdmissionInfoStore } from './admission-info.store.ts';
import { ADMISSION_INFO } from './fixtures.ts';

function fakeApi(answer: unknown[] | Error): AdmissionInfoApi {
  return {
    getAdmissionInfo: async () => {
      if (answer instanceof Error) throw answer;
      return answer as AdmissionInfo[];
    },
  };
}

describe('createAdmissionInfoStore', () => {
  it('gives the first item: its dates, fee and lines', async () => {
    const store = createAdmissionInfoStore(fakeApi(ADMISSION_INFO));
    await store.start();
    expect(store.rows.value[0]).toMatchObject({
      applyUntil: '2026-12-23',
      resultDate: null,
      applicationFee: 500,
      documents: ['Birth registration certificate', 'Two photos'],
    });
  });

  it('is empty when the provider has nothing to say, and absent without the call', async () => {
    const blank = createAdmissionInfoStore(
      fakeApi([{ title: ' ', fees: '', documents: '', after: '' }]),
    );
    await blank.start();
    expect(blank.state.value).toBe('empty');
    const absent = createAdmissionInfoStore(
      fakeApi(new ApiError({ kind: 'http', status: 404, url: '/admission-info', message: 'No.' })),
    );
    await absent.start();
    expect([absent.state.value, absent.absent.value]).toEqual(['empty', true]);
  });
});
