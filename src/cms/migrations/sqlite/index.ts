import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_181531_issue17_frame_globals from './20261123_181531_issue17_frame_globals';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_181531_issue17_frame_globals.up,
    down: migration_20261123_181531_issue17_frame_globals.down,
    name: '20261123_181531_issue17_frame_globals'
  },
];
