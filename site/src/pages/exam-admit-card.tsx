import '../components/sample-page.css';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { parseRoll, SelectField, TextField } from '../components/sample/form-controls.tsx';
import { InfoList } from '../components/sample/info-list.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { type AdmitCardRequest, admitCard, admitCardItems } from '../content/sample-admit-card.ts';
import { type RollError, sampleWords } from '../content/sample-common.ts';
import { useLang, useLocalePath } from '../use-lang.ts';

const first = (options: readonly { value: string }[]) => options[0]?.value ?? '';

/** Exam › Admit Card (spec §2): the form previews a sample card for what was chosen. */
export function Component() {
  const lang = useLang();
  const to = useLocalePath();
  const page = admitCard[lang];
  const [classValue, setClassValue] = useState(first(page.classSelect.options));
  const [sectionValue, setSectionValue] = useState(first(page.sectionSelect.options));
  const [examValue, setExamValue] = useState(first(page.examSelect.options));
  const [rollText, setRollText] = useState('');
  const [rollError, setRollError] = useState<RollError | null>(null);
  const [request, setRequest] = useState<AdmitCardRequest | null>(null);
  const rollRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseRoll(rollText);
    if ('error' in parsed) {
      setRollError(parsed.error);
      setRequest(null);
      rollRef.current?.focus();
      return;
    }
    setRollError(null);
    setRequest({ classValue, sectionValue, examValue, roll: parsed.roll });
    // The preview appears below the form: take the reader there.
    requestAnimationFrame(() => previewRef.current?.focus());
  };

  const { card } = page;
  return (
    <SamplePage content={page} lang={lang}>
      <section className="sample-section" aria-labelledby="admit-card-form">
        <h2 id="admit-card-form">{page.formHeading}</h2>
        <form className="sample-form" onSubmit={onSubmit} noValidate>
          <SelectField select={page.classSelect} value={classValue} onChange={setClassValue} />
          <SelectField
            select={page.sectionSelect}
            value={sectionValue}
            onChange={setSectionValue}
          />
          <TextField
            input={page.roll}
            value={rollText}
            onChange={setRollText}
            error={rollError ? sampleWords[lang].rollErrors[rollError] : null}
            inputRef={rollRef}
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectField select={page.examSelect} value={examValue} onChange={setExamValue} />
          <button type="submit" className="sample-button">
            {page.submit}
          </button>
        </form>
      </section>
      {request ? (
        <section className="sample-section" aria-labelledby="admit-card-preview">
          <h2 id="admit-card-preview" ref={previewRef} tabIndex={-1}>
            {page.previewHeading}
          </h2>
          <p className="sample-status">{page.previewNote}</p>
          <article className="sample-card" aria-labelledby="admit-card-title">
            <div className="sample-card__head">
              <h3 id="admit-card-title">{card.title}</h3>
              <img
                className="sample-card__photo"
                src={card.photo.src}
                alt={card.photo.alt}
                width={card.photo.width}
                height={card.photo.height}
              />
            </div>
            <InfoList items={admitCardItems(request, lang)} />
            <h4>{card.rulesHeading}</h4>
            <ul className="sample-list">
              {card.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              <Link to={to('/exam-routine')}>{card.routineLink}</Link>
            </p>
          </article>
        </section>
      ) : null}
    </SamplePage>
  );
}
