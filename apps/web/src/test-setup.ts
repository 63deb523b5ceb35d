import { loadFeatureLocales } from '@/lib/feature-locales';

// Web unit tests render screens past /login: give them the texts the shell's route loads first.
await loadFeatureLocales();
