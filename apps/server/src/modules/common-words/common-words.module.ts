import { defineModule, type PlatformServices } from '../../platform/module';
import { commonWordsRoutes } from './common-words.routes';
import { seedCommonWords } from './common-words.seed';
import { CommonWordsService } from './common-words.service';
import type { CommonWordsTables } from './common-words.table';
import { commonWords } from './migrations/0022-common-words';

/** Common phrases (system and personal), offered when writing an opinion. */
export const commonWordsModule = defineModule({
  name: 'common-words',
  services: ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) => ({
    commonWords: new CommonWordsService(db.withTables<CommonWordsTables>(), dialect),
  }),
  routes: [commonWordsRoutes],
  migrations: { '0022-common-words': commonWords },
  seed: seedCommonWords,
});
