import { type ApiClient, ApiError, type Institute } from '@school/api';
import { describe, expect, it } from 'vitest';
import { siteLabel } from './card.ts';
import { institute } from './fixtures.ts';
import { createInstituteCardStore } from './institute-card.store.ts';

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
  const store = createInstituteCardStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createInstituteCardStore', () => {
  it('uses the first institute of the list', async () => {
    const store = await loaded([institute, { ...institute, id: 2, institute_name: 'Other' }]);
    expect(store.state.value).toBe('ready');
    expect(store.institute.value?.id).toBe(1);
    expect(store.card.value).toEqual({
      name: 'Dhaka Model College',
      logo: 'https://provider.example/media/logo.svg',
      eiin: '132587',
      address: 'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216',
      emails: [{ text: 'info@dhakamodel.edu.bd', href: 'mailto:info@dhakamodel.edu.bd' }],
      phones: [{ text: '+880 1711-428536', href: 'tel:+8801711428536' }],
      website: 'https://dhakamodel.edu.bd/',
      facebook: 'https://www.facebook.com/dhakamodel',
      youtube: 'https://www.youtube.com/@dhakamodel',
      whatsapp: 'https://wa.me/8801711428536',
    });
  });

  it.each([
    ['132587', '132587'],
    ['None', null],
    [null, null],
    ['  ', null],
  ])('shows the EIIN %j as %j', async (eiin, shown) => {
    const store = await loaded([{ ...institute, institute_eiin_no: eiin }]);
    expect(store.card.value?.eiin).toBe(shown);
  });

  it('links only what is an address, number or web site, and keeps other words as text', async () => {
    const store = await loaded([
      {
        ...institute,
        institute_logo: 'javascript:alert(1)',
        institute_email_address: 'ask at the office',
        headmaster_mobile: '01711428536, 01812345678',
        institute_web: 'javascript:alert(1)',
        institute_address: 'None',
      },
    ]);
    expect(store.card.value).toMatchObject({
      logo: null,
      address: null,
      emails: [{ text: 'ask at the office', href: null }],
      phones: [
        { text: '01711428536', href: 'tel:01711428536' },
        { text: '01812345678', href: 'tel:01812345678' },
      ],
      website: null,
    });
  });

  it('takes a bare www. website as https', async () => {
    const store = await loaded([{ ...institute, institute_web: 'www.dhakamodel.edu.bd' }]);
    expect(store.card.value?.website).toBe('https://www.dhakamodel.edu.bd/');
  });

  it('is empty when the list is empty or the first institute has no name', async () => {
    expect((await loaded([])).state.value).toBe('empty');
    expect((await loaded([{ ...institute, institute_name: ' ' }])).state.value).toBe('empty');
  });

  it('keeps the readable message when the call fails', async () => {
    const store = await loaded(
      new ApiError({ kind: 'timeout', url: '/api/institute', message: 'Too slow.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Too slow.');
    expect(store.card.value).toBeNull();
  });

  it("is 'loading' while the call runs", () => {
    const store = createInstituteCardStore({ getInstitutes: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});

describe('siteLabel', () => {
  it('shows a web address without its scheme or a lone slash', () => {
    expect(siteLabel('https://dhakamodel.edu.bd/')).toBe('dhakamodel.edu.bd');
    expect(siteLabel('http://school.example/bn/home?x=1')).toBe('school.example/bn/home?x=1');
  });
});
