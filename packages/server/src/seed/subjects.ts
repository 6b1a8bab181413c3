import type { Religion } from './names.ts';
import type { Random } from './random.ts';

/** A paper on the syllabus. `pair` names a two-paper subject; `difficulty` shifts marks. */
export interface Paper {
  name: string;
  total: number;
  pair?: string;
  difficulty?: number;
}

export type Level = 'junior' | 'secondary' | 'higher';
export type HigherGroup = 'Science' | 'Business Studies' | 'Humanities';

const twoPapers = (subject: string, difficulty = 0): Paper[] => [
  { name: `${subject} 1st Paper`, total: 100, pair: subject, difficulty },
  { name: `${subject} 2nd Paper`, total: 100, pair: subject, difficulty },
];

/** Bangla and English come first everywhere, so their papers get merge keys 1 and 2. */
const LANGUAGES = [...twoPapers('Bangla', 2), ...twoPapers('English', -4)];

const RELIGION_PAPER: Record<Religion, string> = {
  islam: 'Islam and Moral Education',
  hindu: 'Hindu Religion and Moral Education',
  buddha: 'Buddhist Religion and Moral Education',
  christian: 'Christian Religion and Moral Education',
};

function junior(religion: Religion): Paper[] {
  return [
    ...LANGUAGES,
    { name: 'Mathematics', total: 100, difficulty: -6 },
    { name: 'General Science', total: 100 },
    { name: 'Bangladesh and Global Studies', total: 100, difficulty: 2 },
    { name: RELIGION_PAPER[religion], total: 100, difficulty: 8 },
    { name: 'Information and Communication Technology', total: 50, difficulty: 4 },
    { name: 'Physical Education and Health', total: 75, difficulty: 8 },
  ];
}

function secondary(religion: Religion, rng: Random): Paper[] {
  const common: Paper[] = [
    ...LANGUAGES,
    { name: 'Mathematics', total: 100, difficulty: -6 },
    { name: 'Information and Communication Technology', total: 50, difficulty: 4 },
    { name: 'Bangladesh and Global Studies', total: 100, difficulty: 2 },
    { name: RELIGION_PAPER[religion], total: 100, difficulty: 8 },
    { name: 'Physical Education, Health Science and Sports', total: 75, difficulty: 8 },
  ];
  const stream = rng.weighted(['science', 'business', 'humanities'], [45, 25, 30]);
  if (stream === 'science') {
    return [
      ...common,
      { name: 'Physics', total: 100, difficulty: -4 },
      { name: 'Chemistry', total: 100, difficulty: -3 },
      { name: 'Biology', total: 100 },
      { name: 'Higher Mathematics', total: 100, difficulty: -7 },
    ];
  }
  if (stream === 'business') {
    return [
      ...common,
      { name: 'Accounting', total: 100, difficulty: -3 },
      { name: 'Finance and Banking', total: 100 },
      { name: 'Business Entrepreneurship', total: 100, difficulty: 2 },
      { name: 'General Science', total: 100 },
    ];
  }
  return [
    ...common,
    { name: 'History of Bangladesh and World Civilisation', total: 100 },
    { name: 'Geography and Environment', total: 100 },
    { name: 'Civics and Citizenship', total: 100, difficulty: 2 },
    { name: 'General Science', total: 100 },
  ];
}

function higher(group: HigherGroup, rng: Random): Paper[] {
  const common: Paper[] = [
    ...LANGUAGES,
    { name: 'Information and Communication Technology', total: 100, difficulty: 2 },
  ];
  if (group === 'Science') {
    return [
      ...common,
      ...twoPapers('Physics', -5),
      ...twoPapers('Chemistry', -4),
      ...twoPapers('Biology', -1),
      ...twoPapers('Higher Mathematics', -7),
    ];
  }
  if (group === 'Business Studies') {
    return [
      ...common,
      ...twoPapers('Accounting', -4),
      ...twoPapers('Business Organisation and Management', 1),
      ...twoPapers('Finance, Banking and Insurance', -1),
      ...twoPapers('Production Management and Marketing', 2),
    ];
  }
  return [
    ...common,
    ...twoPapers('Economics', -2),
    ...twoPapers('Civics and Good Governance', 1),
    ...twoPapers(rng.pick(['History', 'Islamic History and Culture'])),
    ...twoPapers(rng.pick(['Sociology', 'Social Work', 'Logic', 'Geography']), 1),
  ];
}

/** The papers one student sits, by class level, group and religion. */
export function papersFor(
  level: Level,
  group: HigherGroup | null,
  religion: Religion,
  rng: Random,
): Paper[] {
  if (level === 'junior') return junior(religion);
  if (level === 'secondary') return secondary(religion, rng);
  return higher(group ?? 'Science', rng);
}

/** Merge keys in order of first appearance: Bangla 1, English 2, then the group's subjects. */
export function margeKeys(papers: readonly Paper[]): number[] {
  const keys = new Map<string, number>();
  return papers.map((paper) => {
    if (!paper.pair) return 0;
    let key = keys.get(paper.pair);
    if (key === undefined) {
      key = keys.size + 1;
      keys.set(paper.pair, key);
    }
    return key;
  });
}
