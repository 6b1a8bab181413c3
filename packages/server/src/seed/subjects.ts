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

const RELIGION_PAPER: Record<Religion, Paper> = {
  islam: { name: 'Islam and Moral Education', total: 100, difficulty: 8 },
  hindu: { name: 'Hindu Religion and Moral Education', total: 100, difficulty: 8 },
  buddha: { name: 'Buddhist Religion and Moral Education', total: 100, difficulty: 8 },
  christian: { name: 'Christian Religion and Moral Education', total: 100, difficulty: 8 },
};
const RELIGIONS = Object.values(RELIGION_PAPER);

const MATHEMATICS: Paper = { name: 'Mathematics', total: 100, difficulty: -6 };
const GENERAL_SCIENCE: Paper = { name: 'General Science', total: 100 };
const GLOBAL_STUDIES: Paper = { name: 'Bangladesh and Global Studies', total: 100, difficulty: 2 };

const JUNIOR_BEFORE = [...LANGUAGES, MATHEMATICS, GENERAL_SCIENCE, GLOBAL_STUDIES];
const JUNIOR_AFTER: Paper[] = [
  { name: 'Information and Communication Technology', total: 50, difficulty: 4 },
  { name: 'Physical Education and Health', total: 75, difficulty: 8 },
];

const SECONDARY_BEFORE: Paper[] = [
  ...LANGUAGES,
  MATHEMATICS,
  { name: 'Information and Communication Technology', total: 50, difficulty: 4 },
  GLOBAL_STUDIES,
];
const SECONDARY_AFTER: Paper[] = [
  { name: 'Physical Education, Health Science and Sports', total: 75, difficulty: 8 },
];
type Stream = 'science' | 'business' | 'humanities';
const STREAMS: Record<Stream, Paper[]> = {
  science: [
    { name: 'Physics', total: 100, difficulty: -4 },
    { name: 'Chemistry', total: 100, difficulty: -3 },
    { name: 'Biology', total: 100 },
    { name: 'Higher Mathematics', total: 100, difficulty: -7 },
  ],
  business: [
    { name: 'Accounting', total: 100, difficulty: -3 },
    { name: 'Finance and Banking', total: 100 },
    { name: 'Business Entrepreneurship', total: 100, difficulty: 2 },
    GENERAL_SCIENCE,
  ],
  humanities: [
    { name: 'History of Bangladesh and World Civilisation', total: 100 },
    { name: 'Geography and Environment', total: 100 },
    { name: 'Civics and Citizenship', total: 100, difficulty: 2 },
    GENERAL_SCIENCE,
  ],
};

const HIGHER_COMMON: Paper[] = [
  ...LANGUAGES,
  { name: 'Information and Communication Technology', total: 100, difficulty: 2 },
];
const HIGHER_GROUPS: Record<Exclude<HigherGroup, 'Humanities'>, Paper[]> = {
  Science: [
    ...twoPapers('Physics', -5),
    ...twoPapers('Chemistry', -4),
    ...twoPapers('Biology', -1),
    ...twoPapers('Higher Mathematics', -7),
  ],
  'Business Studies': [
    ...twoPapers('Accounting', -4),
    ...twoPapers('Business Organisation and Management', 1),
    ...twoPapers('Finance, Banking and Insurance', -1),
    ...twoPapers('Production Management and Marketing', 2),
  ],
};
const HUMANITIES_CORE = [
  ...twoPapers('Economics', -2),
  ...twoPapers('Civics and Good Governance', 1),
];
const HISTORIES = ['History', 'Islamic History and Culture'];
const ELECTIVES = ['Sociology', 'Social Work', 'Logic', 'Geography'];

/** The papers one student sits, by class level, group and religion. */
export function papersFor(
  level: Level,
  group: HigherGroup | null,
  religion: Religion,
  rng: Random,
): Paper[] {
  if (level === 'junior') return [...JUNIOR_BEFORE, RELIGION_PAPER[religion], ...JUNIOR_AFTER];
  if (level === 'secondary') {
    const stream = rng.weighted<Stream>(['science', 'business', 'humanities'], [45, 25, 30]);
    return [...SECONDARY_BEFORE, RELIGION_PAPER[religion], ...SECONDARY_AFTER, ...STREAMS[stream]];
  }
  if (group !== 'Humanities') return [...HIGHER_COMMON, ...HIGHER_GROUPS[group ?? 'Science']];
  return [
    ...HIGHER_COMMON,
    ...HUMANITIES_CORE,
    ...twoPapers(rng.pick(HISTORIES)),
    ...twoPapers(rng.pick(ELECTIVES), 1),
  ];
}

/** A paper of a class's marks sheet: the seed's `class_papers` rows, in order. */
export interface ClassPaperPlan {
  name: string;
  total: number;
  /** Shared by the two papers of one subject; 0 alone. Class-wide, so every result agrees. */
  marge: number;
  /** Only some students of the class take it: a religion, a stream's or an elective's papers. */
  optional: boolean;
}

const alone = (papers: Paper[], optional = false) => papers.map((paper) => ({ paper, optional }));

/**
 * Every paper a class offers, in the order a student's result lists them (each student's papers
 * are these, less the optional ones they do not take), and which are optional.
 */
function offered(level: Level, group: HigherGroup | null) {
  if (level === 'junior') {
    return [...alone(JUNIOR_BEFORE), ...alone(RELIGIONS, true), ...alone(JUNIOR_AFTER)];
  }
  if (level === 'secondary') {
    const streams = [...new Set(Object.values(STREAMS).flat())];
    return [
      ...alone(SECONDARY_BEFORE),
      ...alone(RELIGIONS, true),
      ...alone(SECONDARY_AFTER),
      ...alone(streams, true),
    ];
  }
  if (group !== 'Humanities')
    return alone([...HIGHER_COMMON, ...HIGHER_GROUPS[group ?? 'Science']]);
  const choices = [...HISTORIES, ...ELECTIVES].flatMap((subject) => twoPapers(subject));
  return [...alone([...HIGHER_COMMON, ...HUMANITIES_CORE]), ...alone(choices, true)];
}

/**
 * The papers of a class, with class-wide merge keys (Bangla 1, English 2, then its pairs in
 * order): what the office edits as the class's papers, and what every seeded result of the
 * class takes its `subject_marge` from.
 */
export function classPapersFor(level: Level, group: HigherGroup | null): ClassPaperPlan[] {
  const keys = new Map<string, number>();
  return offered(level, group).map(({ paper, optional }) => {
    let marge = 0;
    if (paper.pair) {
      marge = keys.get(paper.pair) ?? keys.size + 1;
      keys.set(paper.pair, marge);
    }
    return { name: paper.name, total: paper.total, marge, optional };
  });
}
