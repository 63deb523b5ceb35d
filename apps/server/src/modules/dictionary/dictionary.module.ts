import { defineModule, type PlatformServices } from '../../platform/module';
import { DictionaryDataService } from './dictionary-data.service';
import { DictionaryIoService } from './dictionary-io.service';
import { DictionaryTypeService } from './dictionary-type.service';
import { dictionaryRoutes } from './dictionary.routes';
import { seedDictionaries } from './dictionary.seed';
import { dictionary } from './migrations/0008-dictionary';
import { dictionaryTranslations } from './migrations/0024-dictionary-translations';

/** Dictionary types and items, their export and import. */
export const dictionaryModule = defineModule({
  name: 'dictionary',
  services: ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) => ({
    dictionaryTypes: new DictionaryTypeService(db, dialect),
    dictionaryData: new DictionaryDataService(db, dialect),
    dictionaryIo: new DictionaryIoService(db, dialect),
  }),
  routes: [dictionaryRoutes],
  migrations: { '0008-dictionary': dictionary, '0024-dictionary-translations': dictionaryTranslations },
  seed: seedDictionaries,
});
