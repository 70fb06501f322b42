import type { Dictionary } from '@parlay/i18n';
import { describePartDictionaries } from '@parlay/part-kit/testing';

describePartDictionaries(import.meta.glob<{ default: Dictionary }>('./dictionaries/*.json', { eager: true }));
