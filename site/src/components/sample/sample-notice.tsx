import { sampleWords } from '../../content/sample-common.ts';
import type { Lang } from '../../content/sample-types.ts';

/** Says plainly, near the top of a sample page, that its names and figures are examples. */
export function SampleNotice({ lang }: { lang: Lang }) {
  const { notice } = sampleWords[lang];
  return (
    <p className="sample-notice" role="note">
      <strong>{notice.label}:</strong> {notice.text}
    </p>
  );
}
