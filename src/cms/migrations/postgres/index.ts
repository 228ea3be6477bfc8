import * as migration_20261123_011339_initial from './20261123_011339_initial';
import * as migration_20261123_021500_blocks_and_legacy_redirects from './20261123_021500_blocks_and_legacy_redirects';
import * as migration_20261123_024343_marketing_and_filter_blocks from './20261123_024343_marketing_and_filter_blocks';
import * as migration_20261123_025535_news_and_beneficiary_blocks from './20261123_025535_news_and_beneficiary_blocks';
import * as migration_20261123_045411_forms_search_charts_drafts from './20261123_045411_forms_search_charts_drafts';

export const migrations = [
  {
    up: migration_20261123_011339_initial.up,
    down: migration_20261123_011339_initial.down,
    name: '20261123_011339_initial',
  },
  {
    up: migration_20261123_021500_blocks_and_legacy_redirects.up,
    down: migration_20261123_021500_blocks_and_legacy_redirects.down,
    name: '20261123_021500_blocks_and_legacy_redirects',
  },
  {
    up: migration_20261123_024343_marketing_and_filter_blocks.up,
    down: migration_20261123_024343_marketing_and_filter_blocks.down,
    name: '20261123_024343_marketing_and_filter_blocks',
  },
  {
    up: migration_20261123_025535_news_and_beneficiary_blocks.up,
    down: migration_20261123_025535_news_and_beneficiary_blocks.down,
    name: '20261123_025535_news_and_beneficiary_blocks',
  },
  {
    up: migration_20261123_045411_forms_search_charts_drafts.up,
    down: migration_20261123_045411_forms_search_charts_drafts.down,
    name: '20261123_045411_forms_search_charts_drafts'
  },
];
