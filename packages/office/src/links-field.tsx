import type { Lang } from '@school/widgets/runtime';
import { Button, controls, Field } from '@school/widgets/ui';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';

interface Link {
  title: string;
  title_bn?: string | null;
  link: string;
}

interface LinksFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: unknown;
  onChange: (value: Link[]) => void;
  lang: Lang;
}

/** A group's links: each its words (English and Bengali) and its address; added and removed. */
export function LinksField({ id, label, error, value, onChange, lang }: LinksFieldProps) {
  const links = Array.isArray(value) ? (value as Link[]) : [];
  const says = (key: Parameters<typeof contentWords>[0], vars = {}) =>
    contentWords(key, vars, lang);
  const change = (i: number, part: Partial<Link>) =>
    onChange(links.map((link, j) => (j === i ? { ...link, ...part } : link)));
  return (
    <fieldset className={styles.fieldset} id={id}>
      <legend className={styles.legend}>{label}</legend>
      {error ? <p className={styles.alert}>{error}</p> : null}
      {links.map((link, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a link is known by its place while edited
        <div key={i} className={styles.twins}>
          <Field label={`${says('linkTitle')} ${i + 1}`} id={`${id}-${i}-title`}>
            <input
              className={controls.input}
              value={link.title}
              onChange={(event) => change(i, { title: event.currentTarget.value })}
            />
          </Field>
          <Field label={`${says('linkTitleBn')} ${i + 1}`} id={`${id}-${i}-title-bn`}>
            <input
              className={controls.input}
              lang="bn"
              value={link.title_bn ?? ''}
              onChange={(event) => change(i, { title_bn: event.currentTarget.value })}
            />
          </Field>
          <Field label={`${says('linkAddress')} ${i + 1}`} id={`${id}-${i}-link`}>
            <input
              className={controls.input}
              type="url"
              value={link.link}
              onChange={(event) => change(i, { link: event.currentTarget.value })}
            />
          </Field>
          <Button
            className={styles.secondary}
            onClick={() => onChange(links.filter((_, j) => j !== i))}
          >
            {says('removeLink', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <div className={styles.row}>
        <Button
          className={styles.secondary}
          onClick={() => onChange([...links, { title: '', title_bn: '', link: '' }])}
        >
          {says('addLink')}
        </Button>
      </div>
    </fieldset>
  );
}
