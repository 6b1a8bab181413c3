import { Committee } from '@school/widgets';
import { api } from '../api.ts';

/** Committee Members: the managing committee's first 16 members (spec §9). */
export function Component() {
  return (
    <div className="page">
      <h1>Committee Members</h1>
      <Committee api={api} />
    </div>
  );
}
