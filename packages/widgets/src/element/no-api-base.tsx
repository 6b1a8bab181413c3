import { useEffect } from 'react';
import { defineMessages, type Lang } from '../runtime/i18n.ts';
import { Status } from '../ui/status.tsx';
import * as ui from '../ui/ui.css.ts';

const messages = defineMessages(
  {
    noApiBase: "This widget does not know the school's server address: set its api-base attribute.",
  },
  {
    noApiBase: 'এই উইজেটটি স্কুলের সার্ভারের ঠিকানা জানে না: এর api-base অ্যাট্রিবিউটটি দিন।',
  },
);

/**
 * The error face of an element that cannot know its provider, and the same for the console.
 * A page that is set up right never needs it, so it is not part of any first load.
 */
export function NoApiBase({
  host,
  lang,
  tag,
}: {
  host: HTMLElement | null;
  lang: Lang;
  tag: string;
}) {
  useEffect(() => {
    host?.setAttribute('data-state', 'error');
    console.error(`<${tag}>: ${messages('noApiBase')}`);
  }, [host, tag]);
  return (
    <div className={ui.root}>
      <Status state="error" error={messages('noApiBase', {}, lang)} lang={lang} />
    </div>
  );
}
