import type { ContentField } from '@school/api/office';
import type { Lang } from '@school/widgets/runtime';
import { Button, controls, Field } from '@school/widgets/ui';
import { useState } from 'react';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';
import { uploadFile } from './content-calls.ts';
import { fileNameOf } from './content-values.ts';
import { useConsole } from './context.ts';
import { failureWords } from './words.ts';

interface UploadFieldProps {
  field: ContentField & { kind: 'upload' | 'uploads' };
  id: string;
  label: string;
  hint: string | null;
  error: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  lang: Lang;
}

const ACCEPT = {
  'notice-attachment': 'application/pdf,image/jpeg,image/png',
  document: 'application/pdf',
  picture: 'image/jpeg,image/png,image/webp',
  banner: 'image/jpeg,image/png,image/webp',
  'staff-photo': 'image/jpeg,image/png,image/webp',
} as const;

const isPicture = (url: string) => /\.(jpe?g|png|webp|avif|gif)$/i.test(url);

/**
 * A file for a field: sent to the office's upload route as soon as it is chosen (checked there by
 * its content), and kept as its address; the field shows its readable name, or the picture.
 */
export function UploadField({
  field,
  id,
  label,
  hint,
  error,
  value,
  onChange,
  lang,
}: UploadFieldProps) {
  const { client } = useConsole();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const many = field.kind === 'uploads';
  const files = (many ? (Array.isArray(value) ? value : []) : value ? [value] : []).filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  const choose = async (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    if (list.length === 0) return;
    setFailure(null);
    const urls: string[] = [];
    try {
      for (const file of list) {
        setBusy(file.name);
        urls.push((await uploadFile(client, field.upload, file)).url);
      }
      onChange(many ? [...files, ...urls] : urls[0]);
    } catch (problem) {
      setFailure(failureWords(problem, lang));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.stack}>
      <Field label={label} hint={hint} error={error ?? failure} id={id}>
        <input
          className={controls.input}
          type="file"
          accept={ACCEPT[field.upload]}
          multiple={many}
          onChange={(event) => {
            void choose(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </Field>
      {busy ? <p role="status">{contentWords('uploading', { name: busy }, lang)}</p> : null}
      {files.length === 0 ? (
        <p className={styles.muted}>{contentWords('noFile', {}, lang)}</p>
      ) : (
        <ul className={styles.stack}>
          {files.map((url) => (
            <li key={url} className={styles.row}>
              {isPicture(url) ? (
                <img className={styles.thumb} src={url} alt={fileNameOf(url)} />
              ) : null}
              <a href={url} download={fileNameOf(url)}>
                {contentWords('current', { name: fileNameOf(url) }, lang)}
              </a>
              {many || !field.required ? (
                <Button
                  className={styles.secondary}
                  onClick={() => onChange(many ? files.filter((f) => f !== url) : '')}
                >
                  {contentWords('removeFile', { name: fileNameOf(url) }, lang)}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
