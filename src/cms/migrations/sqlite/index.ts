import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_194053_round2_ruoli_flussi_fonti_cornice from './20261123_194053_round2_ruoli_flussi_fonti_cornice';
import * as migration_20261123_194416_round2_accessi_senza_blocco from './20261123_194416_round2_accessi_senza_blocco';
import * as migration_20261127_073844_journeys_misure_avvisi from './20261127_073844_journeys_misure_avvisi';
import * as migration_20261127_074200_content_alert_window_owner from './20261127_074200_content_alert_window_owner';
import * as migration_20261127_074321_admin_data_ordinamento from './20261127_074321_admin_data_ordinamento';
import * as migration_20261127_075023_opendata_dcat_copertura from './20261127_075023_opendata_dcat_copertura';
import * as migration_20261127_075539_sec_idempotency_key from './20261127_075539_sec_idempotency_key';
import * as migration_20261127_080238_admin_revisioni from './20261127_080238_admin_revisioni';
import * as migration_20261127_080545_admin_autori from './20261127_080545_admin_autori';

export const migrations = [
  {
    up: migration_20261123_162356_initial.up,
    down: migration_20261123_162356_initial.down,
    name: '20261123_162356_initial',
  },
  {
    up: migration_20261123_194053_round2_ruoli_flussi_fonti_cornice.up,
    down: migration_20261123_194053_round2_ruoli_flussi_fonti_cornice.down,
    name: '20261123_194053_round2_ruoli_flussi_fonti_cornice',
  },
  {
    up: migration_20261123_194416_round2_accessi_senza_blocco.up,
    down: migration_20261123_194416_round2_accessi_senza_blocco.down,
    name: '20261123_194416_round2_accessi_senza_blocco',
  },
  {
    up: migration_20261127_073844_journeys_misure_avvisi.up,
    down: migration_20261127_073844_journeys_misure_avvisi.down,
    name: '20261127_073844_journeys_misure_avvisi',
  },
  {
    up: migration_20261127_074200_content_alert_window_owner.up,
    down: migration_20261127_074200_content_alert_window_owner.down,
    name: '20261127_074200_content_alert_window_owner',
  },
  {
    up: migration_20261127_074321_admin_data_ordinamento.up,
    down: migration_20261127_074321_admin_data_ordinamento.down,
    name: '20261127_074321_admin_data_ordinamento',
  },
  {
    up: migration_20261127_075023_opendata_dcat_copertura.up,
    down: migration_20261127_075023_opendata_dcat_copertura.down,
    name: '20261127_075023_opendata_dcat_copertura',
  },
  {
    up: migration_20261127_075539_sec_idempotency_key.up,
    down: migration_20261127_075539_sec_idempotency_key.down,
    name: '20261127_075539_sec_idempotency_key',
  },
  {
    up: migration_20261127_080238_admin_revisioni.up,
    down: migration_20261127_080238_admin_revisioni.down,
    name: '20261127_080238_admin_revisioni',
  },
  {
    up: migration_20261127_080545_admin_autori.up,
    down: migration_20261127_080545_admin_autori.down,
    name: '20261127_080545_admin_autori',
  },
];
