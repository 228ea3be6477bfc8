import * as migration_20261123_162403_initial from './20261123_162403_initial';
import * as migration_20261123_194329_round2_ruoli_flussi_fonti_cornice from './20261123_194329_round2_ruoli_flussi_fonti_cornice';
import * as migration_20261123_194437_round2_accessi_senza_blocco from './20261123_194437_round2_accessi_senza_blocco';
import * as migration_20261127_074824_admin_data_ordinamento from './20261127_074824_admin_data_ordinamento';
import * as migration_20261127_074942_content_alert_window_owner from './20261127_074942_content_alert_window_owner';
import * as migration_20261127_081142_admin_revisioni_autori from './20261127_081142_admin_revisioni_autori';

export const migrations = [
  {
    up: migration_20261123_162403_initial.up,
    down: migration_20261123_162403_initial.down,
    name: '20261123_162403_initial',
  },
  {
    up: migration_20261123_194329_round2_ruoli_flussi_fonti_cornice.up,
    down: migration_20261123_194329_round2_ruoli_flussi_fonti_cornice.down,
    name: '20261123_194329_round2_ruoli_flussi_fonti_cornice',
  },
  {
    up: migration_20261123_194437_round2_accessi_senza_blocco.up,
    down: migration_20261123_194437_round2_accessi_senza_blocco.down,
    name: '20261123_194437_round2_accessi_senza_blocco',
  },
  {
    up: migration_20261127_074824_admin_data_ordinamento.up,
    down: migration_20261127_074824_admin_data_ordinamento.down,
    name: '20261127_074824_admin_data_ordinamento',
  },
  {
    up: migration_20261127_074942_content_alert_window_owner.up,
    down: migration_20261127_074942_content_alert_window_owner.down,
    name: '20261127_074942_content_alert_window_owner',
  },
  {
    up: migration_20261127_081142_admin_revisioni_autori.up,
    down: migration_20261127_081142_admin_revisioni_autori.down,
    name: '20261127_081142_admin_revisioni_autori',
  },
];
