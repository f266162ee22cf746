import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshToLatest } from './refreshToLatest';
import { useUpdateStore } from './updateStore';

describe('refreshToLatest', () => {
  afterEach(() => useUpdateStore.setState({ phase: 'idle', accept: () => undefined }));

  it('reloads when no new version is waiting', () => {
    const reload = vi.fn();
    refreshToLatest(reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('takes the waiting version instead of reloading the old one from its worker', () => {
    const reload = vi.fn();
    const accept = vi.fn();
    useUpdateStore.setState({ phase: 'available', accept });
    refreshToLatest(reload);
    expect(accept).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing while the update is already taking over (it reloads by itself, exactly once)', () => {
    const reload = vi.fn();
    const accept = vi.fn();
    useUpdateStore.setState({ phase: 'updating', accept });
    refreshToLatest(reload);
    expect(accept).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
