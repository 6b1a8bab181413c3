import { type ApiClient, ApiError, type IconicStudent } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createAlumniStore } from './alumni.store.ts';
import { alumni } from './fixtures.ts';

/** A fake provider: answers the alumni call with `answer` (or throws it). */
function fakeApi(answer: unknown): Pick<ApiClient, 'getIconicStudents'> {
  return {
    getIconicStudents: async () => {
      if (answer instanceof Error) throw answer;
      return answer as IconicStudent[];
    },
  };
}

async function loaded(answer: unknown) {
  const store = createAlumniStore(fakeApi(answer));
  await store.start();
  return store;
}

/** Only the fields of the contract, `designation` spelled as the contract's other provider does. */
const bare = {
  name: ' Sabbir Hossain ',
  degination: ' National Under-19 Cricket Team (former) ',
  batch_year: ' 2014 ',
  image: 'https://school.example/media/a/5.jpg',
  test: ' Morning practice before the first bell,\nhomework after the last. ',
};

describe('createAlumniStore', () => {
  it('makes a card of every alumnus, in the order the provider sends them', async () => {
    const store = await loaded(alumni);
    expect(store.state.value).toBe('ready');
    expect(store.cards.value.map((c) => c.name)).toEqual(alumni.map((a) => a.name));
    expect(store.cards.value[0]).toEqual({
      key: 'id-1',
      name: 'Dr. Farhana Haque',
      designation: 'Associate Professor of Cardiology, Dhaka Medical College',
      batch: '2001',
      quote:
        'My biology teachers stayed after class to answer every question. That patience is why I became a doctor.',
      photo: 'https://provider.example/media/alumni/1.svg',
    });
    expect(store.alumni.value).toEqual(alumni);
  });

  it('reads `degination` or else `designation`, whichever the provider sends', async () => {
    const store = await loaded([
      bare,
      { ...bare, degination: undefined, designation: 'Senior Software Engineer' },
      { ...bare, degination: '', designation: 'Lecturer' },
      { ...bare, degination: 'Doctor', designation: 'Engineer' },
      { ...bare, degination: undefined, designation: undefined },
    ]);
    expect(store.cards.value.map((c) => c.designation)).toEqual([
      'National Under-19 Cricket Team (former)',
      'Senior Software Engineer',
      'Lecturer',
      'Doctor',
      '',
    ]);
  });

  it('reads an alumnus with only the contract’s fields, keeping the quote’s line breaks', async () => {
    const store = await loaded([bare]);
    expect(store.cards.value).toEqual([
      {
        key: 'at-0',
        name: 'Sabbir Hossain',
        designation: 'National Under-19 Cricket Team (former)',
        batch: '2014',
        quote: 'Morning practice before the first bell,\nhomework after the last.',
        photo: 'https://school.example/media/a/5.jpg',
      },
    ]);
  });

  it.each([
    ['2012', '2012'],
    ['HSC 2009', 'HSC 2009'],
    ['Batch 2012', '2012'],
    ['batch: 2012', '2012'],
    [2012, '2012'],
    ['২০১০', '২০১০'],
    [null, ''],
  ])('takes the batch %j as %j (the card says "Batch" itself)', async (batch_year, batch) => {
    const store = await loaded([{ ...bare, batch_year }]);
    expect(store.cards.value[0]?.batch).toBe(batch);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['/media/a/5.jpg'],
    [''],
    [null],
  ])('has no photo for the address %j (the card shows initials)', async (image) => {
    const store = await loaded([{ ...bare, image }]);
    expect(store.cards.value[0]?.photo).toBeNull();
  });

  it('leaves out entries without a name, and is empty when none has one', async () => {
    const store = await loaded([{ ...bare, name: ' ' }, null, { ...bare, name: 'Kept', test: '' }]);
    expect(store.cards.value.map((c) => [c.key, c.name, c.quote])).toEqual([['at-2', 'Kept', '']]);
    expect((await loaded([{ ...bare, name: '' }])).state.value).toBe('empty');
  });

  it("is 'empty' for an empty list, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    const odd = await loaded({});
    expect(odd.state.value).toBe('empty');
    expect(odd.cards.value).toEqual([]);
    expect(odd.alumni.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/iconic-students/',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.cards.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createAlumniStore({ getIconicStudents: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
