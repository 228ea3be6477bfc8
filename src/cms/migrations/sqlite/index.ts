import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_181431_issue17_sections from './20261123_181431_issue17_sections';
import * as migration_20261123_184315_issue17_only_open_avvisi from './20261123_184315_issue17_only_open_avvisi';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_181431_issue17_sections.up,
    down: migration_20261123_181431_issue17_sections.down,
    name: '20261123_181431_issue17_sections',
  },
  {
    up: migration_20261123_184315_issue17_only_open_avvisi.up,
    down: migration_20261123_184315_issue17_only_open_avvisi.down,
    name: '20261123_184315_issue17_only_open_avvisi'
  },
];
