import * as migration_20261123_010759_initial from './20261123_010759_initial';

export const migrations = [
  {
    up: migration_20261123_010759_initial.up,
    down: migration_20261123_010759_initial.down,
    name: '20261123_010759_initial'
  },
];
