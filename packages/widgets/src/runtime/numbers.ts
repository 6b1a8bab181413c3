import type { Lang } from './i18n.ts';

/**
 * Numbers, money and percentages as each language writes them (issue 10): Bengali digits and
 * grouping in Bengali (১,২৩,৪৫৬), English ones in English. Intl does the work; one formatter per
 * language and style is kept, since a list formats a number per row.
 */
const LOCALES: Record<Lang, string> = { en: 'en-IN', bn: 'bn-BD' };

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], options);
    formats.set(key, format);
  }
  return format;
}

/** A count or a figure: `1,20,000` / `১,২০,০০০`. `grouping: false` for years and roll numbers. */
export function formatNumber(
  value: number,
  lang: Lang,
  options: { maximumFractionDigits?: number; grouping?: boolean } = {},
): string {
  if (!Number.isFinite(value)) return '';
  return formatFor(lang, {
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
    useGrouping: options.grouping ?? true,
  }).format(value);
}

/** Taka: `৳3,000` in English, `৳৩,০০০` in Bengali; paisa only when there are any. */
export function formatTaka(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return '';
  return `৳${formatNumber(value, lang)}`;
}

/** A share out of 100 (`87.5` → `87.5%` / `৮৭.৫%`). */
export function formatPercent(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return '';
  return formatFor(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
