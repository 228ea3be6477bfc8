import * as migration_20261123_162403_initial from './20261123_162403_initial';

export const migrations = [
  {
    up: migration_20261123_162403_initial.up,
    down: migration_20261123_162403_initial.down,
    name: '20261123_162403_initial'
  },
];
