import type { AdmissionInfo, ApiClient } from '@school/api';
import { beyondStore } from '../runtime/beyond.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { type LangOption, langOf } from '../runtime/store.ts';
import { trimmed } from '../runtime/trimmed.ts';

export type AdmissionInfoApi = Pick<ApiClient, 'getAdmissionInfo'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a family needs before applying, as the block shows it. */
export interface AdmissionFacts {
  title: string;
  /** `YYYY-MM-DD`; null when not given or unreadable. */
  applyFrom: string | null;
  applyUntil: string | null;
  testDate: string | null;
  resultDate: string | null;
  /** Taka; null when the school did not say. */
  applicationFee: number | null;
  fees: string[];
  documents: string[];
  after: string[];
}

const day = (x: unknown) => (typeof x === 'string' && DAY.test(x) ? x : null);
const lines = (text: unknown) =>
  trimmed(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first item the provider lists (its newest), when it says anything at all. */
function factsOf(items: readonly unknown[], lang: Lang): AdmissionFacts[] {
  const first = items[0];
  if (!first || typeof first !== 'object') return [];
  const info = first as AdmissionInfo;
  const facts: AdmissionFacts = {
    title: trimmed(localized(info, 'title', lang)),
    applyFrom: day(info.apply_from),
    applyUntil: day(info.apply_until),
    testDate: day(info.test_date),
    resultDate: day(info.result_date),
    applicationFee:
      typeof info.application_fee === 'number' && info.application_fee >= 0
        ? info.application_fee
        : null,
    fees: lines(localized(info, 'fees', lang)),
    documents: lines(localized(info, 'documents', lang)),
    after: lines(localized(info, 'after', lang)),
  };
  const says =
    facts.title ||
    facts.applyUntil ||
    facts.fees.length ||
    facts.documents.length ||
    facts.after.length;
  return says ? [facts] : [];
}

/** The admission information (`GET /admission-info`, beyond the spec). */
export function createAdmissionInfoStore(api: AdmissionInfoApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const store = beyondStore((signal) => api.getAdmissionInfo({ signal }), factsOf, lang);
  return { ...store, setLang };
}

export type AdmissionInfoStore = ReturnType<typeof createAdmissionInfoStore>;
