import { describe, expect, it, vi } from 'vitest';

/** Every table `defineMessages` is given, in the order the modules below define them. */
const tables = vi.hoisted(
  () => [] as { en: Record<string, string>; bn: Partial<Record<string, string>> }[],
);

// defineMessages keeps its tables to itself; the test records them as they are made, so the
// widgets ship nothing extra for it.
vi.mock('./i18n.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./i18n.ts')>();
  return {
    ...actual,
    defineMessages: (en: Record<string, string>, bn: Partial<Record<string, string>>) => {
      tables.push({ en, bn });
      return actual.defineMessages(en, bn);
    },
  };
});

/** Every widget's and ui component's messages, and the kit's own tables outside them. */
const modules = {
  ...import.meta.glob('../**/*.messages.ts'),
  ...import.meta.glob(['./lazy-part.ts', '../element/no-api-base.tsx']),
};

/** The tables each module defines, by its path: each module is loaded (and records) once. */
let loaded: Promise<[string, (typeof tables)[number]][]> | null = null;

function tablesByModule() {
  loaded ??= (async () => {
    const found: [string, (typeof tables)[number]][] = [];
    for (const [path, load] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
      const before = tables.length;
      await load();
      for (const table of tables.slice(before)) found.push([path, table]);
    }
    return found;
  })();
  return loaded;
}

describe("the widgets' messages", () => {
  it('are found: every messages module defines a table', async () => {
    const found = await tablesByModule();
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    expect(new Set(found.map(([path]) => path))).toEqual(new Set(Object.keys(modules)));
  });

  it('have a Bengali text for every English one, none of them blank', async () => {
    for (const [path, { en, bn }] of await tablesByModule()) {
      for (const key of Object.keys(en)) {
        expect(bn[key]?.trim(), `${path}: "${key}" has no Bengali`).toBeTruthy();
      }
      expect(
        Object.keys(bn).filter((key) => !(key in en)),
        `${path}: keys only in Bengali`,
      ).toEqual([]);
    }
  });

  it('fill in the same {vars} in Bengali as in English', async () => {
    const vars = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [path, { en, bn }] of await tablesByModule()) {
      for (const [key, text] of Object.entries(en)) {
        expect(vars(bn[key]), `${path}: "${key}"`).toEqual(vars(text));
      }
    }
  });

  it('write no Western digits in Bengali: numbers are filled in already in Bengali digits', async () => {
    for (const [path, { bn }] of await tablesByModule()) {
      for (const [key, text] of Object.entries(bn)) {
        expect(text, `${path}: "${key}"`).not.toMatch(/[0-9]/);
      }
    }
  });
});
