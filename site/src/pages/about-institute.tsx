import { HeroSlider, InstituteCard, SchoolHistory } from '@school/widgets';
import type { CSSProperties } from 'react';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

const SECTION: CSSProperties = { marginBlockStart: '2rem' };

/**
 * About the Institute (spec §2): the banner slider, the history with its pictures (its whole
 * text: nothing to read more of) and the institute card. The slider keeps the banners' shape from
 * the first render, so nothing below it moves when they arrive.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/about-institute', lang)}</h1>
      <HeroSlider api={api} lang={lang} />
      <div style={SECTION}>
        <SchoolHistory api={api} lang={lang} variant="page" />
      </div>
      <div style={{ ...SECTION, maxWidth: '40rem' }}>
        <InstituteCard api={api} lang={lang} />
      </div>
    </div>
  );
}
