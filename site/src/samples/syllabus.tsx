import '../components/sample-page.css';
import { useState } from 'react';
import { SelectField } from '../components/sample/form-controls.tsx';
import { SampleContent } from '../components/sample/sample-page.tsx';
import { labelOf } from '../content/sample-common.ts';
import { syllabus } from '../content/sample-syllabus.ts';
import type { Lang } from '../i18n.ts';

/** Syllabus (spec §2, a sample page): the chosen class's subjects and topics. */
export function Sample({ lang }: { lang: Lang }) {
  const page = syllabus[lang];
  const [classValue, setClassValue] = useState(page.classSelect.options[0]?.value ?? '');
  const chosen = page.syllabi.find((entry) => entry.classValue === classValue);
  const image = page.image;
  return (
    <SampleContent content={page} lang={lang}>
      <div className="sample-syllabus">
        <div>
          <div className="sample-form">
            <SelectField select={page.classSelect} value={classValue} onChange={setClassValue} />
          </div>
          {chosen ? (
            <section className="sample-section" aria-labelledby="syllabus-class">
              <h2 id="syllabus-class">
                {page.heading(labelOf(page.classSelect.options, classValue))}
              </h2>
              <p>{chosen.summary}</p>
              {chosen.subjects.map((subject) => (
                <div key={subject.subject}>
                  <h3>{subject.subject}</h3>
                  <ul className="sample-list">
                    {subject.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}
        </div>
        <img
          className="sample-syllabus__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      </div>
    </SampleContent>
  );
}
