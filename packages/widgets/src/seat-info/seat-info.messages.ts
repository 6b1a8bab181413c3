import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No seat information is available yet.',
    list: 'Seats per class',
    className: 'Class {name}',
    unnamed: 'Class no. {id}',
    seats: '{count} seats',
    seat: '{count} seat',
    total: 'Total',
  },
  {
    empty: 'আসনের তথ্য এখনও পাওয়া যায়নি।',
    list: 'শ্রেণিভিত্তিক আসন',
    className: 'শ্রেণি {name}',
    unnamed: 'শ্রেণি নং {id}',
    seats: '{count}টি আসন',
    seat: '{count}টি আসন',
    total: 'মোট',
  },
);
