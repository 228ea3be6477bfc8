import * as migration_20261123_010759_initial from './20261123_010759_initial';
import * as migration_20261123_021445_blocks_and_legacy_redirects from './20261123_021445_blocks_and_legacy_redirects';
import * as migration_20261123_024335_marketing_and_filter_blocks from './20261123_024335_marketing_and_filter_blocks';
import * as migration_20261123_025527_news_and_beneficiary_blocks from './20261123_025527_news_and_beneficiary_blocks';
import * as migration_20261123_045233_forms_search_charts_drafts from './20261123_045233_forms_search_charts_drafts';

export const migrations = [
  {
    up: migration_20261123_010759_initial.up,
    down: migration_20261123_010759_initial.down,
    name: '20261123_010759_initial',
  },
  {
    up: migration_20261123_021445_blocks_and_legacy_redirects.up,
    down: migration_20261123_021445_blocks_and_legacy_redirects.down,
    name: '20261123_021445_blocks_and_legacy_redirects',
  },
  {
    up: migration_20261123_024335_marketing_and_filter_blocks.up,
    down: migration_20261123_024335_marketing_and_filter_blocks.down,
    name: '20261123_024335_marketing_and_filter_blocks',
  },
  {
    up: migration_20261123_025527_news_and_beneficiary_blocks.up,
    down: migration_20261123_025527_news_and_beneficiary_blocks.down,
    name: '20261123_025527_news_and_beneficiary_blocks',
  },
  {
    up: migration_20261123_045233_forms_search_charts_drafts.up,
    down: migration_20261123_045233_forms_search_charts_drafts.down,
    name: '20261123_045233_forms_search_charts_drafts'
  },
];
