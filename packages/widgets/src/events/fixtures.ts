import { localToday, type SchoolEvent } from '@school/api';

/** Where the stories' provider (MSW) answers the pictures. */
export const IMAGE_BASE = 'https://provider.example/media/events';

/** A day `offset` days from today, `YYYY-MM-DD`. */
export function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return localToday(d);
}

/** An event from `from` days from today for `days` more days, at the provider's Dhaka times. */
export function event(
  id: number,
  title: string,
  from: number,
  { days = 0, at = ['10:00', '13:00'], image = null }: EventOptions = {},
): SchoolEvent {
  return {
    id,
    title,
    start: `${day(from)}T${at[0]}:00`,
    end: `${day(from + days)}T${at[1]}:00`,
    image,
  };
}

interface EventOptions {
  days?: number;
  at?: [string, string];
  image?: string | null;
}

/**
 * The provider's events in its order (by start), past ones included, pictures and all. Two carry
 * a Bengali twin of their title, one was written in Bengali only, the others in English only.
 */
export const EVENTS: SchoolEvent[] = [
  event(1, 'Book Fair on Campus', -130, { days: 4, image: `${IMAGE_BASE}/1.svg` }),
  event(2, 'Math Olympiad (School Round)', -1, {
    days: 2,
    at: ['09:00', '13:00'],
    image: `${IMAGE_BASE}/2.svg`,
  }),
  {
    ...event(3, 'Inter-House Debate Final', 2, {
      at: ['11:00', '13:00'],
      image: `${IMAGE_BASE}/3.svg`,
    }),
    title_bn: 'আন্তঃহাউস বিতর্ক প্রতিযোগিতার চূড়ান্ত পর্ব',
  },
  event(4, 'Teacher-Guardian Meeting (Classes IX–XII)', 5, { at: ['10:00', '12:30'] }),
  event(5, 'বিজ্ঞান মেলা ও প্রকল্প প্রদর্শনী', 9, {
    days: 1,
    at: ['09:30', '15:00'],
    image: `${IMAGE_BASE}/5.svg`,
  }),
  {
    ...event(6, 'Annual Sports Day', 18, { at: ['08:00', '16:00'], image: `${IMAGE_BASE}/6.svg` }),
    title_bn: 'বার্ষিক ক্রীড়া দিবস',
  },
];

/** A landscape picture (3:2) with a sky and a field, in the given colour. */
export function pictureSvg(sky: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${sky}"/><circle cx="950" cy="170" r="70" fill="#fde68a"/><path d="M0 560q300-90 600 0t600 0v240H0z" fill="#3f8f4f"/><path d="M420 560V380h360v180z" fill="#f1efe6"/><path d="M400 390l200-120 200 120z" fill="#b45309"/></svg>`;
}
