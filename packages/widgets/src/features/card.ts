import type { Feature } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** What a feature's card shows, every optional part already decided. */
export interface FeatureCard {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  title: string;
  /** The `service_text`; empty when the provider has none. */
  text: string;
  /** The icon's http(s) address, or null (the card has none). */
  icon: string | null;
}

/** The provider's features that have a title, in its order, in the widget's language. */
export function cardsOf(list: unknown, lang: Lang = 'en'): FeatureCard[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((feature: Feature | null, index) => {
    if (!feature) return [];
    const title = text(localized(feature, 'title', lang));
    if (!title) return [];
    const { id } = feature;
    return [
      {
        key: typeof id === 'number' ? `id-${id}` : `at-${index}`,
        title,
        text: text(localized(feature, 'service_text', lang)),
        icon: httpUrl(feature.icon),
      },
    ];
  });
}
