import type { ApiClient, ExamRoutine } from '@school/api';
import { beyondStore, classLabel } from '../runtime/beyond.ts';
import { chosenOf } from '../runtime/chosen.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { type LangOption, langOf } from '../runtime/store.ts';
import { trimmed } from '../runtime/trimmed.ts';

export type ExamRoutineApi = Pick<ApiClient, 'getExamRoutines'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An exam's routine for a class, as the table shows it. */
export interface ExamTimetable {
  key: string;
  /** "Annual Examination: Class Six, Section A, Morning shift". */
  label: string;
  session: string;
  papers: {
    date: string;
    start: string | null;
    end: string | null;
    subject: string;
    marks: number | null;
  }[];
}

/** The routines with a paper that has a date and a subject, in the provider's order. */
function timetables(items: readonly unknown[], lang: Lang): ExamTimetable[] {
  return items.flatMap((item, i) => {
    if (!item || typeof item !== 'object') return [];
    const routine = item as ExamRoutine;
    const papers = (Array.isArray(routine.papers) ? routine.papers : [])
      .filter((p) => p && DAY.test(String(p.date)) && trimmed(p.subject))
      .map((p) => ({
        date: p.date,
        start: TIME.test(String(p.start)) ? p.start : null,
        end: TIME.test(String(p.end)) ? p.end : null,
        subject: trimmed(localized(p, 'subject', lang)),
        marks: typeof p.full_marks === 'number' && p.full_marks >= 0 ? p.full_marks : null,
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''));
    if (papers.length === 0) return [];
    const exam = trimmed(localized(routine, 'exam_name', lang));
    const name = classLabel(routine, lang, true);
    return [
      {
        key: typeof routine.id === 'number' ? `id-${routine.id}` : `at-${i}`,
        label: exam ? `${exam}: ${name}` : name,
        session: localDigits(trimmed(routine.session), lang),
        papers,
      },
    ];
  });
}

/** The exam routines (`GET /exam-routines`, beyond the spec): one chosen at a time. */
export function createExamRoutineStore(api: ExamRoutineApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const store = beyondStore((signal) => api.getExamRoutines({ signal }), timetables, lang);
  return { ...store, ...chosenOf(store.rows), setLang };
}

export type ExamRoutineStore = ReturnType<typeof createExamRoutineStore>;
