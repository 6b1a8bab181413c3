import { computed } from '@preact/signals-core';
import type { ApiClient, ClassConfig, SeatInfo } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { classNames, ownName, type SeatRow, toRows } from './seats.ts';

export type SeatInfoApi = Pick<ApiClient, 'getSeatInfo' | 'getClassConfigs'>;

/**
 * Seats per class (spec §2 "Total seat info"). `class_name` is the reference provider's extra:
 * for rows without it, the class's name comes from `/class-configs`, asked only then. If that
 * call fails the seats still show, each under its class number.
 */
export function createSeatInfoStore(api: SeatInfoApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    async (signal) => {
      const answered = await api.getSeatInfo({ signal });
      const seats: SeatInfo[] = Array.isArray(answered) ? answered : [];
      let configs: ClassConfig[] = [];
      if (seats.some((row) => !ownName(row))) {
        try {
          const listed = await api.getClassConfigs({ signal });
          configs = Array.isArray(listed) ? listed : [];
        } catch (error) {
          if (signal.aborted) throw error;
          console.warn('The class names could not be loaded; showing class numbers.', error);
        }
      }
      return { seats, configs };
    },
    ({ seats }) => toRows(seats, new Map()).length === 0,
  );
  const rows = computed<SeatRow[]>(() => {
    const { seats = [], configs = [] } = answer.data.value ?? {};
    return toRows(seats, classNames(configs, lang.value), lang.value);
  });
  return {
    ...answer,
    setLang,
    rows,
    /** Seats of every class together. */
    total: computed(() => rows.value.reduce((sum, row) => sum + row.seats, 0)),
    /** The provider's rows shown, each with the class name it was shown under. */
    shown: computed<SeatInfo[]>(() =>
      rows.value.map((row) => (row.name ? { ...row.sent, class_name: row.name } : row.sent)),
    ),
  };
}

export type SeatInfoStore = ReturnType<typeof createSeatInfoStore>;
