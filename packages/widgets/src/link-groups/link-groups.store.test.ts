import { type ApiClient, ApiError, type LinkGroup } from '@school/api';
import { describe, expect, it } from 'vitest';
import { linkGroups } from './fixtures.ts';
import { createLinkGroupsStore } from './link-groups.store.ts';

/** A fake provider: answers the link-names call with `answer` (or throws it). */
function fakeApi(answer: unknown): Pick<ApiClient, 'getLinkNames'> {
  return {
    getLinkNames: async () => {
      if (answer instanceof Error) throw answer;
      return answer as LinkGroup[];
    },
  };
}

async function loaded(answer: unknown) {
  const store = createLinkGroupsStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createLinkGroupsStore', () => {
  it('keeps every group with its links, in the order the provider sends them', async () => {
    const store = await loaded(linkGroups);
    expect(store.state.value).toBe('ready');
    expect(store.groups.value.map((g) => [g.key, g.name, g.links.length])).toEqual([
      ['id-1', 'Academic', 3],
      ['id-2', 'Administration', 3],
      ['id-3', 'ভর্তি', 2],
      ['id-4', 'Information', 3],
    ]);
    expect(store.groups.value[0]?.links[1]).toEqual({ title: 'Exam Result', link: '/exam-result' });
    expect(store.list.value).toEqual(linkGroups);
  });

  it('reads groups with only the contract’s fields', async () => {
    const store = await loaded([
      { name: ' Academic ', page_link: [{ title: ' Syllabus ', link: ' /syllabus ' }] },
    ]);
    expect(store.groups.value).toEqual([
      { key: 'at-0', name: 'Academic', links: [{ title: 'Syllabus', link: '/syllabus' }] },
    ]);
  });

  it('leaves out untitled links and groups left without any, keeping a nameless group', async () => {
    const store = await loaded([
      { name: 'Empty', page_link: [] },
      { name: 'Untitled', page_link: [{ title: ' ', link: '/fees' }, null] },
      { name: 'Broken', page_link: 'not a list' },
      null,
      { name: '', page_link: [{ title: 'Fees', link: null }] },
    ]);
    expect(store.groups.value).toEqual([
      { key: 'at-4', name: '', links: [{ title: 'Fees', link: '' }] },
    ]);
    expect(store.state.value).toBe('ready');
  });

  it("is 'empty' for an empty list, groups without links, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    expect((await loaded([{ name: 'Academic', page_link: [] }])).state.value).toBe('empty');
    const odd = await loaded({});
    expect(odd.state.value).toBe('empty');
    expect(odd.groups.value).toEqual([]);
    expect(odd.list.value).toEqual([]);
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/link-names',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.groups.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createLinkGroupsStore({ getLinkNames: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
