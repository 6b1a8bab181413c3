/** A bulletin of the college; `href` only once it is online (an http(s) address). */
export interface Bulletin {
  title: string;
  year: string;
  href?: string;
}

/** Publications: the three bulletins of the menu. */
export const publicationsPage = {
  title: 'Publications',
  intro:
    'The college publishes a bulletin with news, results, students’ writing and pictures of the year’s events.',
  /** Shown instead of a link when a bulletin has no address yet. */
  notOnline: 'Not yet published online — ask the college office for a printed copy.',
};

/**
 * The original menu links three bulletins on an external file host; their addresses are not
 * known, so none has an `href` yet.
 */
export const bulletins: readonly Bulletin[] = [
  { title: 'College Bulletin, first issue', year: '2022' },
  { title: 'College Bulletin, second issue', year: '2023' },
  { title: 'College Bulletin, third issue', year: '2024' },
];
