import { useSignals } from '@preact/signals-react/runtime';
import type { ClassConfig } from '@school/api';
import type { ClassChoice } from '../runtime/class-choice.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { messages } from './class-choice.messages.ts';
import { Select } from './select.tsx';

/**
 * A class as a visitor tells it from the others of its name: "XI Science, Morning shift,
 * Section A" ("একাদশ শ্রেণি বিজ্ঞান, প্রভাতি শিফট, শাখা ক" with the school's Bengali twins). The
 * provider's parts that are blank are left out.
 */
export function classLabel(cls: ClassConfig, lang: Lang = 'en'): string {
  const shift = text(localized(cls, 'shift_name', lang));
  const section = text(localized(cls, 'section_name', lang));
  const name = [localized(cls, 'class_name', lang), localized(cls, 'group_name', lang)];
  return [
    name.map(text).filter(Boolean).join(' '),
    shift && messages('shift', { shift }, lang),
    section && messages('section', { section }, lang),
  ]
    .filter(Boolean)
    .join(', ');
}

interface ClassChoiceFieldsProps {
  choice: ClassChoice;
  lang?: Lang;
  /** Each select's class (the form's grid). */
  fieldClassName?: string;
}

/**
 * The Class select and, after it, the Session or Academic Year select: labelled and filled by
 * the chosen class's kind, switching when the class changes. Both wait, disabled, while the
 * option lists load, and are `required`, so a form finds the first one left empty with
 * `select:invalid`.
 */
export function ClassChoiceFields({ choice, lang = 'en', fieldClassName }: ClassChoiceFieldsProps) {
  useSignals();
  const status = choice.status.value;
  const loading = status === 'idle' || status === 'loading';
  const kind = choice.kind.value;
  return (
    <>
      <Select
        label={messages('class', {}, lang)}
        name="class_id"
        required
        options={choice.classes.value.map((cls) => ({
          value: String(cls.id),
          label: classLabel(cls, lang),
        }))}
        value={choice.classId.value}
        onChange={choice.setClass}
        loading={loading}
        lang={lang}
        fieldClassName={fieldClassName}
      />
      <Select
        label={messages(kind, {}, lang)}
        name={kind}
        required
        options={choice.periods.value.map((period) => ({
          value: period.value,
          label: localDigits(period.label, lang),
        }))}
        value={choice.period.value}
        onChange={choice.setPeriod}
        loading={loading}
        lang={lang}
        fieldClassName={fieldClassName}
      />
    </>
  );
}
