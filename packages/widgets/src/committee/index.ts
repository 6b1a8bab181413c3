export { type CommitteeApi, type CommitteeStore, createCommitteeStore } from './committee.store.ts';
export { Committee, type CommitteeProps } from './committee.tsx';
export { COMMITTEE_SIZE, type MemberCard, mergeMembers, toCard } from './members.ts';
