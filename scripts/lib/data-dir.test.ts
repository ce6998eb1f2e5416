// DATA_DIR of `npm start`: empty means unset; the repository itself is refused.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirError, dataDirFromEnv } from './data-dir.ts';

const repo = resolve('/srv/realestate');

describe('dataDirFromEnv', () => {
  it('defaults to .data when DATA_DIR is unset, empty or blank', () => {
    for (const DATA_DIR of [undefined, '', '   ']) {
      expect(dataDirFromEnv({ DATA_DIR }, process.cwd())).toBe(resolve('.data'));
    }
  });

  it('keeps a folder of its own, inside or outside the repository', () => {
    expect(dataDirFromEnv({ DATA_DIR: join(repo, '.data-demo') }, repo)).toBe(join(repo, '.data-demo'));
    expect(dataDirFromEnv({ DATA_DIR: '/var/lib/realestate' }, repo)).toBe(resolve('/var/lib/realestate'));
  });

  it('refuses the repository root or a folder above it, with a clear message', () => {
    for (const DATA_DIR of [repo, `${repo}/`, '/srv', '/']) {
      expect(() => dataDirFromEnv({ DATA_DIR }, repo)).toThrow(DataDirError);
    }
    expect(() => dataDirFromEnv({ DATA_DIR: '.' }, process.cwd())).toThrow(
      /is the repository or a folder above it/,
    );
  });
});
