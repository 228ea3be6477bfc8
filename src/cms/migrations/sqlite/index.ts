import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_181955_issue14_roles_workflow from './20261123_181955_issue14_roles_workflow';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_181955_issue14_roles_workflow.up,
    down: migration_20261123_181955_issue14_roles_workflow.down,
    name: '20261123_181955_issue14_roles_workflow'
  },
];
