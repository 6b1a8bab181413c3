import { useSignals } from '@preact/signals-react/runtime';
import type { SiteColors } from '@school/api';
import { formatNumber, type Lang } from '@school/widgets/runtime';
import { contrastRatio, palette } from '@school/widgets/theme';
import * as styles from './console.css.ts';
import { type ContentWord, contentWords } from './content.messages.ts';
import type { AnyForm } from './content-field.tsx';

const TEXT = 4.5;

/**
 * The site's colours as a reader will see them, before they are saved: each pair the site draws
 * with its WCAG contrast, and where it is too faint, the colour the kit's contrast check will draw
 * instead (theme/contrast.ts, the same function the site runs).
 */
export function ColourCheck({ form, lang }: { form: AnyForm; lang: Lang }) {
  useSignals();
  const given = form.values.value as Partial<SiteColors>;
  const drawn = palette(given);
  const hex = (value: unknown, fallback: string) =>
    typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback;
  const text = hex(given.text_color, drawn.text);
  const background = hex(given.background_color, drawn.background);
  const primary = hex(given.primary_color, drawn.primary);
  const lite = hex(given.primary_lite_color, drawn.primaryLite);
  const pairs: { what: ContentWord; ratio: number; fixed: string | null }[] = [
    { what: 'textOnBackground', ratio: contrastRatio(text, background), fixed: drawn.text },
    {
      what: 'primaryOnBackground',
      ratio: contrastRatio(primary, background),
      fixed: drawn.primary,
    },
    { what: 'textOnLite', ratio: contrastRatio(text, lite), fixed: drawn.primaryLite },
    { what: 'onPrimary', ratio: contrastRatio(drawn.onPrimary, drawn.primary), fixed: null },
    { what: 'onMenu', ratio: contrastRatio(drawn.onMenu, drawn.menu), fixed: null },
  ];
  return (
    <section className={styles.fieldset} aria-labelledby="colour-check">
      <h2 id="colour-check" className={styles.legend}>
        {contentWords('contrast', {}, lang)}
      </h2>
      <ul>
        {pairs.map(({ what, ratio, fixed }) => (
          <li key={what}>
            {contentWords(
              'contrastPair',
              {
                what: contentWords(what, {}, lang),
                ratio: formatNumber(ratio, lang, { maximumFractionDigits: 1 }),
              },
              lang,
            )}
            {' — '}
            {ratio >= TEXT || !fixed
              ? contentWords('contrastOk', {}, lang)
              : contentWords('contrastLow', { fixed }, lang)}
          </li>
        ))}
      </ul>
    </section>
  );
}
