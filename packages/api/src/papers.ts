import type { SubjectDetail } from './contract/entities.ts';

/** One subject of a result: one paper, or the two papers that share a `subject_marge`. */
export interface PaperPair<T> {
  /** The index of the subject's first paper in the provider's list (a stable React key). */
  index: number;
  papers: T[];
}

/**
 * A result's papers as subjects, in the provider's order (spec §9): two papers with the same
 * non-zero `subject_marge` are one subject, where the first of them was; 0 stands alone (the
 * original site paired those too); a paper whose partner is missing stays alone, and a third
 * paper with the same key starts a new pair.
 */
export function pairPapers<T extends Pick<SubjectDetail, 'subject_marge'>>(
  details: readonly T[],
): PaperPair<T>[] {
  const pairs: PaperPair<T>[] = [];
  const open = new Map<number, PaperPair<T>>();
  details.forEach((detail, index) => {
    const marge = detail.subject_marge;
    const partner = marge ? open.get(marge) : undefined;
    if (partner) {
      open.delete(marge);
      partner.papers.push(detail);
      return;
    }
    const pair = { index, papers: [detail] };
    pairs.push(pair);
    if (marge) open.set(marge, pair);
  });
  return pairs;
}
