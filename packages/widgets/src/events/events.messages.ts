import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No existing events.',
    heading: 'Upcoming events',
    allEvents: 'All events',
    subscribe: 'Subscribe to the calendar',
    calendarFile: '(iCalendar)',
    to: 'to',
    place: 'Place: {place}',
  },
  {
    empty: 'কোনো অনুষ্ঠান নেই।',
    heading: 'আসন্ন অনুষ্ঠান',
    allEvents: 'সব অনুষ্ঠান',
    subscribe: 'ক্যালেন্ডারে যুক্ত করুন',
    calendarFile: '(আই-ক্যালেন্ডার)',
    to: 'থেকে',
    place: 'স্থান: {place}',
  },
);
