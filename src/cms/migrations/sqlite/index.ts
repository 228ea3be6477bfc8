import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_183551_issue12_no_login_lockout from './20261123_183551_issue12_no_login_lockout';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_183551_issue12_no_login_lockout.up,
    down: migration_20261123_183551_issue12_no_login_lockout.down,
    name: '20261123_183551_issue12_no_login_lockout'
  },
];
