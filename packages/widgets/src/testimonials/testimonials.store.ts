import { computed } from '@preact/signals-core';
import type { ApiClient, Testimonial } from '@school/api';
import { langOf, resourceStore, type StoreOptions } from '../runtime/store.ts';
import { hasQuote, type TestimonialCard, toCard } from './card.ts';

/** The provider's testimonials that have a quote, in its order. */
const quoted = (list: Testimonial[] | undefined): Testimonial[] =>
  Array.isArray(list) ? list.filter(hasQuote) : [];

/** The testimonials: `empty` when the provider has none with a quote. */
export function createTestimonialsStore(
  api: Pick<ApiClient, 'getTestimonials'>,
  options: StoreOptions = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getTestimonials({ signal }),
    (list) => quoted(list).length === 0,
    options,
  );
  /** Those shown, as the provider sent them; empty until loaded. */
  const testimonials = computed(() => quoted(answer.data.value));
  return {
    ...answer,
    setLang,
    testimonials,
    cards: computed<TestimonialCard[]>(() =>
      testimonials.value.map((t, i) => toCard(t, i, lang.value)),
    ),
  };
}

export type TestimonialsStore = ReturnType<typeof createTestimonialsStore>;
