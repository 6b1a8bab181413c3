import { type ApiClient, ApiError, type WelcomeSpeech } from '@school/api';
import { describe, expect, it } from 'vitest';
import { toSpeech } from './speech.ts';
import { createWelcomeSpeechStore } from './welcome-speech.store.ts';

/** A fake provider: answers the speeches call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getWelcomeSpeeches'> {
  return {
    getWelcomeSpeeches: async () => {
      if (answer instanceof Error) throw answer;
      return answer as WelcomeSpeech[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createWelcomeSpeechStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createWelcomeSpeechStore', () => {
  it('uses the first speech of the list, in paragraphs', async () => {
    const store = await loaded([
      { id: 1, text: 'Welcome.\n\nSecond  paragraph,\nits second line.', description: 'Long.' },
      { id: 2, text: 'Another', description: 'Another' },
    ]);
    expect(store.state.value).toBe('ready');
    expect(store.speech.value?.id).toBe(1);
    expect(store.view.value).toEqual({
      excerpt: ['Welcome.', 'Second  paragraph,\nits second line.'],
      // The page's description differs from the text: there is more to read there.
      more: true,
      full: ['Long.'],
    });
  });

  it('falls back to text for the page, and to description for the excerpt', async () => {
    expect((await loaded([{ text: 'Only text.', description: '' }])).view.value).toEqual({
      excerpt: ['Only text.'],
      more: false,
      full: ['Only text.'],
    });
    // A provider that sends only the page's field.
    expect((await loaded([{ text: ' ', description: 'Only description.' }])).view.value).toEqual({
      excerpt: ['Only description.'],
      more: false,
      full: ['Only description.'],
    });
  });

  it.each([[[]], [[{ text: '  ', description: '' }]], [[{ id: 1 }]]])(
    "is 'empty' when there are no words (%j)",
    async (answer) => {
      const store = await loaded(answer);
      expect(store.state.value).toBe('empty');
      expect(store.view.value).toBeNull();
    },
  );

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({ kind: 'http', status: 500, url: '/welcome-speeches/', message: 'Broken.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Broken.');
  });

  it("is 'loading' while the call runs", () => {
    const store = createWelcomeSpeechStore({ getWelcomeSpeeches: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});

describe('toSpeech', () => {
  const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

  it('keeps a speech that fits whole, paragraphs and all, with nothing more to read', () => {
    const text = 'One.\n\nTwo.';
    expect(toSpeech({ text, description: text })).toEqual({
      excerpt: ['One.', 'Two.'],
      more: false,
      full: ['One.', 'Two.'],
    });
  });

  it('cuts a long speech after a whole word, near 280 letters, paragraphs kept', () => {
    const text = `${words(20)}\n\n${words(100)}`;
    const view = toSpeech({ text, description: text });
    expect(view?.more).toBe(true);
    expect(view?.excerpt[0]).toBe(words(20));
    const second = view?.excerpt[1] ?? '';
    expect(second.endsWith('word…')).toBe(true);
    expect(words(20).length + 2 + second.length).toBeLessThanOrEqual(281);
    expect(words(20).length + 2 + second.length).toBeGreaterThan(250);
    expect(view?.full).toEqual([words(20), words(100)]);
  });

  it('never splits a Bengali letter', () => {
    const text = Array.from({ length: 150 }, () => 'শিক্ষার্থী').join(' ');
    const [cut] = toSpeech({ text, description: text })?.excerpt ?? [];
    expect(cut?.endsWith('শিক্ষার্থী…')).toBe(true);
  });
});
