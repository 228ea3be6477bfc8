import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_182101_issue15_open_data_sources from './20261123_182101_issue15_open_data_sources';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_182101_issue15_open_data_sources.up,
    down: migration_20261123_182101_issue15_open_data_sources.down,
    name: '20261123_182101_issue15_open_data_sources'
  },
];
