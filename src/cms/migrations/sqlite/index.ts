import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_182825_issue14_safe_edits from './20261123_182825_issue14_safe_edits';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_182825_issue14_safe_edits.up,
    down: migration_20261123_182825_issue14_safe_edits.down,
    name: '20261123_182825_issue14_safe_edits'
  },
];
