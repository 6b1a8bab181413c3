import { DressCode } from '@school/widgets';
import { api } from '../api.ts';

/**
 * Academic Info › Dress Code: the four uniforms the widget ships, then the provider's entries.
 */
export function Component() {
  return (
    <div className="page">
      <h1>Dress Code</h1>
      <DressCode api={api} />
    </div>
  );
}
