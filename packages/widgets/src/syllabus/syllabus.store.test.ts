import { type ApiClient, ApiError, type Institute } from '@school/api';
import { describe, expect, it } from 'vitest';
import { INSTITUTES } from './fixtures.ts';
import { createSyllabusStore } from './syllabus.store.ts';

/** A fake provider: answers with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getInstitutes'> {
  return {
    getInstitutes: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Institute[];
    },
  };
}

describe('createSyllabusStore', () => {
  it("gives the provider's names", async () => {
    const store = createSyllabusStore(fakeApi(INSTITUTES));
    await store.start();
    expect(store.state.value).toBe('ready');
    expect(store.names.value).toEqual(INSTITUTES.map((i) => i.institute_name));
  });

  it("is 'empty' when the provider has no name to show", async () => {
    const store = createSyllabusStore(fakeApi([{ institute_name: '  ' }]));
    await store.start();
    expect(store.state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = createSyllabusStore(
      fakeApi(new ApiError({ kind: 'http', status: 503, url: '/api/institute', message: 'Busy.' })),
    );
    await store.start();
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Busy.');
  });
});
