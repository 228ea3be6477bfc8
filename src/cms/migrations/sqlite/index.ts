import * as migration_20261123_162356_initial from './20261123_162356_initial';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial'
  },
];
