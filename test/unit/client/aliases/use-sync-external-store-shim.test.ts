import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStore } from '../../../../client/aliases/use-sync-external-store-shim';

describe('the stand-in for use-sync-external-store/shim (swr’s import in the browser build)', () => {
  it('is React’s own useSyncExternalStore, so no copy of the shim is sent', () => {
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
  });
});
