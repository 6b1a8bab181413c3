import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetState } from './store.ts';
import { useOnLoad } from './use-on-load.ts';

describe('useOnLoad', () => {
  it('tells the host what is shown once loaded, and again only when that changes', () => {
    const onLoad = vi.fn();
    const first = ['a'];
    const { rerender } = renderHook(
      ({ state, shown, callback }) => useOnLoad(state, shown, callback),
      {
        initialProps: {
          state: 'loading' as WidgetState,
          shown: [] as string[],
          callback: (list: string[]) => onLoad(list),
        },
      },
    );
    expect(onLoad).not.toHaveBeenCalled();
    rerender({ state: 'ready', shown: first, callback: (list) => onLoad(list) });
    rerender({ state: 'ready', shown: first, callback: (list) => onLoad(list) });
    expect(onLoad.mock.calls).toEqual([[['a']]]);
    rerender({ state: 'error', shown: first, callback: (list) => onLoad(list) });
    rerender({ state: 'empty', shown: [], callback: (list) => onLoad(list) });
    expect(onLoad.mock.calls).toEqual([[['a']], [[]]]);
  });
});
