import { type ApiClient, ApiError, type Testimonial } from '@school/api';
import { describe, expect, it } from 'vitest';
import { starsOf } from './card.ts';
import { testimonials } from './fixtures.ts';
import { createTestimonialsStore } from './testimonials.store.ts';

/** A fake provider: answers the testimonials call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getTestimonials'> {
  return {
    getTestimonials: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Testimonial[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createTestimonialsStore(fakeApi(answer));
  await store.start();
  return store;
}

/** Only the fields of the contract (no id): what another school's provider may send. */
const bare = {
  name: ' Sharmin Sultana ',
  profession: 'Teacher, guardian',
  star: 4,
  text: '  My son joined the science club in class Seven.\nHe has not stopped building things since.  ',
  testimonial_image: 'https://school.example/media/t/5.jpg',
};

describe('createTestimonialsStore', () => {
  it('makes a card of every testimonial, in the order the provider sends them', async () => {
    const store = await loaded(testimonials);
    expect(store.state.value).toBe('ready');
    expect(store.cards.value.map((c) => c.name)).toEqual(testimonials.map((t) => t.name));
    expect(store.cards.value[0]).toEqual({
      key: 'id-1',
      name: 'Rowshan Ara Begum',
      profession: 'Guardian of a class Eight student',
      text: 'The class teacher calls us whenever our daughter misses a day. We feel that the school really cares.',
      photo: 'https://provider.example/media/testimonials/1.svg',
      stars: 5,
    });
  });

  it('reads a testimonial with only the contract’s fields, keeping its line breaks', async () => {
    const store = await loaded([bare, { ...bare, name: 'Second' }]);
    expect(store.cards.value).toEqual([
      {
        key: 'at-0',
        name: 'Sharmin Sultana',
        profession: 'Teacher, guardian',
        text: 'My son joined the science club in class Seven.\nHe has not stopped building things since.',
        photo: 'https://school.example/media/t/5.jpg',
        stars: 4,
      },
      expect.objectContaining({ key: 'at-1', name: 'Second' }),
    ]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['/media/t/5.jpg'],
    [''],
    [null],
  ])('has no photo for the address %j (the card shows initials)', async (address) => {
    const store = await loaded([{ ...bare, testimonial_image: address }]);
    expect(store.cards.value[0]?.photo).toBeNull();
  });

  it('leaves out entries without a quote, and is empty when none has one', async () => {
    const store = await loaded([{ ...bare, text: '  ' }, null, { ...bare, name: 'Kept' }]);
    expect(store.cards.value.map((c) => c.name)).toEqual(['Kept']);
    expect(store.testimonials.value).toEqual([{ ...bare, name: 'Kept' }]);
    expect((await loaded([{ ...bare, text: '' }])).state.value).toBe('empty');
  });

  it("is 'empty' for an empty list, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    const odd = createTestimonialsStore({
      getTestimonials: async () => ({}) as unknown as Testimonial[],
    });
    await odd.start();
    expect(odd.state.value).toBe('empty');
    expect(odd.cards.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/testimonials',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.cards.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createTestimonialsStore({ getTestimonials: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});

describe('starsOf', () => {
  it.each([
    [5, 5],
    [4, 4],
    [0, 0],
    [4.4, 4],
    [4.5, 5],
    [7, 5],
    [-2, 0],
    ['4', 4],
    [' 3.0 ', 3],
  ])('draws %j as %i whole stars', (star, shown) => {
    expect(starsOf(star)).toBe(shown);
  });

  it.each([[undefined], [null], [''], ['five'], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    'shows no rating for %j',
    (star) => {
      expect(starsOf(star)).toBeNull();
    },
  );
});
