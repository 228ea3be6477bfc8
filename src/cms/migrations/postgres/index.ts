import * as migration_20261123_011339_initial from './20261123_011339_initial';

export const migrations = [
  {
    up: migration_20261123_011339_initial.up,
    down: migration_20261123_011339_initial.down,
    name: '20261123_011339_initial'
  },
];
