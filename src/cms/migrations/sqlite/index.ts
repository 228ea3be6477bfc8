import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_183300_issue17_frame from './20261123_183300_issue17_frame';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_183300_issue17_frame.up,
    down: migration_20261123_183300_issue17_frame.down,
    name: '20261123_183300_issue17_frame'
  },
];
