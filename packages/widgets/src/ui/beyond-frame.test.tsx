import { signal } from '@preact/signals-react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetState } from '../runtime/store.ts';
import { BeyondFrame } from './beyond-frame.tsx';

/** A store as `beyondStore` makes it, settled where a test says. */
function storeAt(state: WidgetState, absent = false) {
  return {
    state: signal(state),
    error: signal<string | null>(null),
    start: vi.fn(async () => {}),
    absent: signal(absent),
  };
}

const frame = (store: ReturnType<typeof storeAt>, fallback?: string) =>
  render(
    <BeyondFrame
      store={store}
      lang="en"
      fallback={fallback}
      absent="The school has not published its fees here."
      empty="No fees yet."
    >
      {() => <p>The fees</p>}
    </BeyondFrame>,
  );

describe('BeyondFrame', () => {
  it('holds a ghost while loading, then draws the view', () => {
    const store = storeAt('loading');
    const { container, rerender } = frame(store);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(container.querySelector('[part="base"] span[class]')).not.toBeNull();
    store.state.value = 'ready';
    rerender(
      <BeyondFrame store={store} lang="en" absent="-" empty="-">
        {() => <p>The fees</p>}
      </BeyondFrame>,
    );
    expect(screen.getByText('The fees')).toBeTruthy();
  });

  it("gives way to the host's fallback when the provider has not got the call", () => {
    frame(storeAt('empty', true), 'The sample fees');
    expect(screen.getByText('The sample fees')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says which of its two words fits: the call missing, or nothing in it', () => {
    frame(storeAt('empty', true));
    expect(screen.getByText('The school has not published its fees here.')).toBeTruthy();
    frame(storeAt('empty', false));
    expect(screen.getByText('No fees yet.')).toBeTruthy();
  });
});
