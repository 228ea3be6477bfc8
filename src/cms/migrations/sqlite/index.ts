import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_182656_issue13_video_captions from './20261123_182656_issue13_video_captions';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_182656_issue13_video_captions.up,
    down: migration_20261123_182656_issue13_video_captions.down,
    name: '20261123_182656_issue13_video_captions'
  },
];
