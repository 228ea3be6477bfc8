import * as migration_20261123_161658_initial from './20261123_161658_initial';

export const migrations = [
  {
    up: migration_20261123_161658_initial.up,
    down: migration_20261123_161658_initial.down,
    name: '20261123_161658_initial'
  },
];
