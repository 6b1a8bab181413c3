import { type ApiClient, ApiError, type Institute } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createInstituteHeaderStore } from './institute-header.store.ts';

const INSTITUTE: Institute = {
  id: 1,
  institute_logo: 'https://provider.example/media/logo.svg',
  institute_name: 'Dhaka Model College',
  institute_eiin_no: '132587',
  institute_address: 'Mirpur, Dhaka 1216',
  institute_fb: 'https://www.facebook.com/dhakamodel',
  institute_youtube: 'https://www.youtube.com/@dhakamodel',
  headmaster_mobile: '01711428536',
  institute_email_address: 'info@dhakamodel.edu.bd',
  institute_management_web: 'https://erp.dhakamodel.edu.bd',
  institute_web: 'https://dhakamodel.edu.bd',
};

/** A fake provider: answers the institute call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getInstitutes'> {
  return {
    getInstitutes: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Institute[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createInstituteHeaderStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createInstituteHeaderStore', () => {
  it('uses the first institute of the list', async () => {
    const store = await loaded([INSTITUTE, { ...INSTITUTE, id: 2, institute_name: 'Other' }]);
    expect(store.state.value).toBe('ready');
    expect(store.institute.value?.id).toBe(1);
    expect(store.identity.value).toEqual({
      name: 'Dhaka Model College',
      logo: 'https://provider.example/media/logo.svg',
      eiin: '132587',
      address: 'Mirpur, Dhaka 1216',
      facebook: 'https://www.facebook.com/dhakamodel',
      youtube: 'https://www.youtube.com/@dhakamodel',
      whatsapp: 'https://wa.me/8801711428536',
      login: 'https://erp.dhakamodel.edu.bd/',
    });
  });

  it.each([
    ['132587', '132587'],
    [' 132587 ', '132587'],
    ['None', null],
    ['none', null],
    [null, null],
    ['', null],
    ['  ', null],
  ])('shows the EIIN %j as %j', async (eiin, shown) => {
    const store = await loaded([{ ...INSTITUTE, institute_eiin_no: eiin }]);
    expect(store.identity.value?.eiin).toBe(shown);
  });

  it('leaves out every link whose value is empty', async () => {
    const store = await loaded([
      {
        ...INSTITUTE,
        institute_fb: '',
        institute_youtube: '  ',
        headmaster_mobile: '',
        institute_management_web: 'None',
      },
    ]);
    const { facebook, youtube, whatsapp, login } = store.identity.value ?? {};
    expect({ facebook, youtube, whatsapp, login }).toEqual({
      facebook: null,
      youtube: null,
      whatsapp: null,
      login: null,
    });
  });

  it('is empty, not broken, when the list is empty', async () => {
    const store = await loaded([]);
    expect(store.state.value).toBe('empty');
    expect(store.institute.value).toBeNull();
  });

  it('keeps the readable message when the call fails', async () => {
    const store = await loaded(
      new ApiError({ kind: 'timeout', url: '/api/institute', message: 'Too slow.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Too slow.');
    expect(store.identity.value).toBeNull();
  });

  it("is 'loading' while the call runs", () => {
    const store = createInstituteHeaderStore({ getInstitutes: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
