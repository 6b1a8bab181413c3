/**
 * Every visible string goes through a `t()`, English first. Each widget defines its own
 * messages with `defineMessages`; a key missing in Bengali falls back to English.
 */
export type Lang = 'en' | 'bn';
export type Vars = Record<string, string | number>;

export function asLang(value: string | undefined | null): Lang {
  return value?.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function defineMessages<const E extends Record<string, string>>(
  en: E,
  bn: Partial<Record<keyof E, string>>,
) {
  return (key: keyof E & string, vars: Vars = {}, lang: Lang = 'en'): string =>
    fill((lang === 'bn' ? bn[key] : undefined) ?? en[key] ?? key, vars);
}

/** Strings every async view shares (the three faces: loading, error, empty). */
export const t = defineMessages(
  {
    loading: 'Loading...',
    error: 'Error: {message}',
    retry: 'Try again',
  },
  {
    loading: 'লোড হচ্ছে...',
    error: 'ত্রুটি: {message}',
    retry: 'আবার চেষ্টা করুন',
  },
);
