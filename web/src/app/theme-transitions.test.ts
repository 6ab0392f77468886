import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme transitions (the spec: animation 300 ms)', () => {
  it('every named duration, hence every MUI transition (menus, dialogs, drawers), lasts 300 ms', () => {
    const { duration } = theme.transitions;
    for (const name of [
      'shortest',
      'shorter',
      'short',
      'standard',
      'complex',
      'enteringScreen',
      'leavingScreen',
    ] as const) {
      expect(theme.transitions.create('opacity', { duration: duration[name] }), name).toMatch(
        /^opacity 300ms /,
      );
    }
    expect(theme.transitions.create('width')).toMatch(/^width 300ms /);
  });
});
