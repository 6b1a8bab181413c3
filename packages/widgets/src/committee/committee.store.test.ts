import { ApiError, type CommitteeMember } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import { type CommitteeApi, createCommitteeStore } from './committee.store.ts';
import { COMMITTEE, member } from './fixtures.ts';
import { mergeMembers, toCard } from './members.ts';

type Answer = CommitteeMember[] | Error;

/** A fake provider: the two lists answered (or thrown) as a test says. */
function fakeApi(listed: Answer, file: Answer): CommitteeApi {
  const answer = (value: Answer) => async () => {
    if (value instanceof Error) throw value;
    return value;
  };
  return { getCommittees: answer(listed), getCommitteeMembersFile: answer(file) };
}

async function loaded(listed: Answer, file: Answer) {
  const store = createCommitteeStore(fakeApi(listed, file));
  await store.start();
  return store;
}

const down = (url: string) =>
  new ApiError({ kind: 'network', url, message: "Could not reach the school's server." });
const names = (list: { name: string }[]) => list.map((m) => m.name);

describe('createCommitteeStore', () => {
  it('merges both lists, each person once, and shows the first 16', async () => {
    // Ours answers the same list at both addresses.
    const store = await loaded(COMMITTEE, COMMITTEE);
    expect(store.state.value).toBe('ready');
    expect(names(store.members.value)).toEqual(names(COMMITTEE.slice(0, 16)));
  });

  it('adds the file’s members after those of /committees, up to 16', async () => {
    const store = await loaded(COMMITTEE.slice(0, 3), [
      member(2),
      { ...member(3), name: '  prof. DR.  Nasreen Sultana ' },
      member(4),
      { ...member(5), img: 'https://other.example/5.jpg', name: COMMITTEE[0]?.name ?? '' },
    ]);
    expect(store.members.value.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    // The same name with another photo is another person (two members may share a name).
    expect(store.members.value[4]?.img).toBe('https://other.example/5.jpg');
  });

  it('uses the designation, else the contract’s degination', async () => {
    const store = await loaded(
      [
        { ...member(1), designation: 'Chairman', degination: 'Chairman (old)' },
        { ...member(2), designation: '', degination: 'Principal' },
        { ...member(3), designation: undefined as unknown as string, degination: 'Donor' },
        { ...member(4), designation: ' ', degination: '' },
      ],
      [],
    );
    expect(store.cards.value.map((c) => c.designation)).toEqual([
      'Chairman',
      'Principal',
      'Donor',
      '',
    ]);
  });

  it('leaves out entries without a name', async () => {
    const store = await loaded([{ ...member(1), name: '  ' }, member(2)], [null as never]);
    expect(store.members.value.map((m) => m.id)).toEqual([2]);
  });

  it('shows one list when the other fails, and says why only when both do', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onlyFile = await loaded(down('/committees'), COMMITTEE.slice(0, 2));
    expect(onlyFile.members.value.map((m) => m.id)).toEqual([1, 2]);
    const onlyList = await loaded(COMMITTEE.slice(0, 1), down('/committeeMembers.json'));
    expect(onlyList.members.value.map((m) => m.id)).toEqual([1]);
    expect(warn).toHaveBeenCalledTimes(2);
    const neither = await loaded(down('/committees'), down('/committeeMembers.json'));
    expect(neither.state.value).toBe('error');
    expect(neither.error.value).toBe("Could not reach the school's server.");
    warn.mockRestore();
  });

  it("is 'empty' when neither list has anyone", async () => {
    expect((await loaded([], [])).state.value).toBe('empty');
  });

  it('asks for both lists at once, and is loading until both have answered', async () => {
    const asked: string[] = [];
    let answer = (_: CommitteeMember[]) => {};
    const store = createCommitteeStore({
      getCommittees: async () => {
        asked.push('/committees');
        return COMMITTEE.slice(0, 1);
      },
      getCommitteeMembersFile: () => {
        asked.push('/committeeMembers.json');
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const started = store.start();
    expect(asked).toEqual(['/committees', '/committeeMembers.json']);
    await Promise.resolve();
    expect(store.state.value).toBe('loading');
    answer([member(2)]);
    await started;
    expect(store.members.value.map((m) => m.id)).toEqual([1, 2]);
  });
});

describe('mergeMembers / toCard', () => {
  it('keys cards uniquely even when a provider repeats ids', () => {
    const cards = mergeMembers([[member(1), { ...member(2), id: 1 }]]).map((m, i) => toCard(m, i));
    expect(new Set(cards.map((c) => c.key)).size).toBe(2);
  });
});
