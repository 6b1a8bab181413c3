import '../components/sample-page.css';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { parseRoll, SelectField, TextField } from '../components/sample/form-controls.tsx';
import { InfoList } from '../components/sample/info-list.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { type AdmitCardRequest, admitCard, admitCardItems } from '../content/sample-admit-card.ts';
import type { Text } from '../content/sample-types.ts';

const first = (options: readonly { value: string }[]) => options[0]?.value ?? '';

/** Exam › Admit Card (spec §2): the form previews a sample card for what was chosen. */
export function Component() {
  const [classValue, setClassValue] = useState(first(admitCard.classSelect.options));
  const [sectionValue, setSectionValue] = useState(first(admitCard.sectionSelect.options));
  const [examValue, setExamValue] = useState(first(admitCard.examSelect.options));
  const [rollText, setRollText] = useState('');
  const [rollError, setRollError] = useState<Text | null>(null);
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

  const { card } = admitCard;
  return (
    <SamplePage content={admitCard}>
      <section className="sample-section" aria-labelledby="admit-card-form">
        <h2 id="admit-card-form">{admitCard.formHeading}</h2>
        <form className="sample-form" onSubmit={onSubmit} noValidate>
          <SelectField select={admitCard.classSelect} value={classValue} onChange={setClassValue} />
          <SelectField
            select={admitCard.sectionSelect}
            value={sectionValue}
            onChange={setSectionValue}
          />
          <TextField
            input={admitCard.roll}
            value={rollText}
            onChange={setRollText}
            error={rollError}
            inputRef={rollRef}
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectField select={admitCard.examSelect} value={examValue} onChange={setExamValue} />
          <button type="submit" className="sample-button">
            {admitCard.submit}
          </button>
        </form>
      </section>
      {request ? (
        <section className="sample-section" aria-labelledby="admit-card-preview">
          <h2 id="admit-card-preview" ref={previewRef} tabIndex={-1}>
            {admitCard.previewHeading}
          </h2>
          <p className="sample-status">{admitCard.previewNote}</p>
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
            <InfoList items={admitCardItems(request)} />
            <h4>{card.rulesHeading}</h4>
            <ul className="sample-list">
              {card.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              <Link to="/exam-routine">{card.routineLink}</Link>
            </p>
          </article>
        </section>
      ) : null}
    </SamplePage>
  );
}
