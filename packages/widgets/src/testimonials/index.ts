export { hasQuote, MAX_STARS, starsOf, type TestimonialCard, toCard } from './card.ts';
export { createTestimonialsStore, type TestimonialsStore } from './testimonials.store.ts';
export { Testimonials, type TestimonialsProps } from './testimonials.tsx';
