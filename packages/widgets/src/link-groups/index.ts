export { type GroupView, groupsOf } from './groups.ts';
export { createLinkGroupsStore, type LinkGroupsStore } from './link-groups.store.ts';
export { type LinkGroupSelection, LinkGroups, type LinkGroupsProps } from './link-groups.tsx';
