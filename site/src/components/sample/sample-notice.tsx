import { sampleNotice } from '../../content/sample-common.ts';

/** Says plainly, near the top of a sample page, that its names and figures are examples. */
export function SampleNotice() {
  return (
    <p className="sample-notice" role="note">
      <strong>{sampleNotice.label}:</strong> {sampleNotice.text}
    </p>
  );
}
