export { pageFrom, rolesFrom, STAFF_PAGE_SIZE, type StaffCard, toCard } from './staff.ts';
export {
  createStaffDirectoryStore,
  type StaffDirectoryStore,
  type StaffDirectoryStoreOptions,
  type StaffPageDetail,
} from './staff-directory.store.ts';
export { StaffDirectory, type StaffDirectoryProps } from './staff-directory.tsx';
