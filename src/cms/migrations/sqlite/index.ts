import * as migration_20261123_162356_initial from './20261123_162356_initial';
import * as migration_20261123_194053_round2_ruoli_flussi_fonti_cornice from './20261123_194053_round2_ruoli_flussi_fonti_cornice';
import * as migration_20261123_194416_round2_accessi_senza_blocco from './20261123_194416_round2_accessi_senza_blocco';
import * as migration_20261127_082549_round3_sezioni_revisioni_sicurezza_opendata from './20261127_082549_round3_sezioni_revisioni_sicurezza_opendata';
import * as migration_20261128_012828_round4_istanze_redazione_programma from './20261128_012828_round4_istanze_redazione_programma';
import * as migration_20261128_012900_round4_date_illeggibili from './20261128_012900_round4_date_illeggibili';

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
    up: migration_20261127_082549_round3_sezioni_revisioni_sicurezza_opendata.up,
    down: migration_20261127_082549_round3_sezioni_revisioni_sicurezza_opendata.down,
    name: '20261127_082549_round3_sezioni_revisioni_sicurezza_opendata',
  },
  {
    up: migration_20261128_012828_round4_istanze_redazione_programma.up,
    down: migration_20261128_012828_round4_istanze_redazione_programma.down,
    name: '20261128_012828_round4_istanze_redazione_programma'
  },
  {
    up: migration_20261128_012900_round4_date_illeggibili.up,
    down: migration_20261128_012900_round4_date_illeggibili.down,
    name: '20261128_012900_round4_date_illeggibili'
  },
];
