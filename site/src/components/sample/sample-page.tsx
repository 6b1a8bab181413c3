import type { ReactNode } from 'react';
import type { Lang, PageText, Text } from '../../content/sample-types.ts';
import { SampleNotice } from './sample-notice.tsx';

interface SamplePageProps {
  /** The page's content in its language. */
  content: PageText & { subtitle?: Text };
  lang: Lang;
  children: ReactNode;
}

/** The frame of every sample page: its one h1, the sample note, the intro, then the page. */
export function SamplePage({ content, lang, children }: SamplePageProps) {
  return (
    <div className="page sample-page">
      <h1>{content.title}</h1>
      <SampleContent content={content} lang={lang}>
        {children}
      </SampleContent>
    </div>
  );
}

/**
 * A sample page under a heading of its own: what a page of the school's facts (fees, routines)
 * shows, labelled as a sample, when the provider does not publish them.
 */
export function SampleContent({ content, lang, children }: SamplePageProps) {
  return (
    <>
      {content.subtitle ? <p className="sample-subtitle">{content.subtitle}</p> : null}
      <SampleNotice lang={lang} />
      <p className="sample-intro">{content.intro}</p>
      {children}
    </>
  );
}
