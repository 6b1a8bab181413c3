import { formatNumber } from '@school/widgets';
import { type FormEvent, useState } from 'react';
import type { AttendanceFilter, AttendanceSheet } from '../../content/sample-attendance.ts';
import { labelOf } from '../../content/sample-common.ts';
import type { Lang } from '../../content/sample-types.ts';
import { SelectField } from './form-controls.tsx';
import { SamplePage } from './sample-page.tsx';
import { ColumnHeader, TableRegion } from './table-region.tsx';

interface Group {
  classValue: string;
  sectionValue: string;
}

const firstValue = (filter: AttendanceFilter, key: 'classSelect' | 'sectionSelect') =>
  filter[key].options[0]?.value ?? '';

/**
 * An attendance sheet: students, teachers or staff. The student sheet has class and section
 * selects; submitting them shows that class's rows. The sheet is in the page's language.
 */
export function AttendanceView({ sheet, lang }: { sheet: AttendanceSheet; lang: Lang }) {
  const { filter } = sheet;
  const initial: Group | null = filter
    ? {
        classValue: firstValue(filter, 'classSelect'),
        sectionValue: firstValue(filter, 'sectionSelect'),
      }
    : null;
  const [chosen, setChosen] = useState(initial);
  const [shown, setShown] = useState(initial);

  const rows = shown
    ? sheet.rows.filter(
        (row) => row.classValue === shown.classValue && row.sectionValue === shown.sectionValue,
      )
    : sheet.rows;
  const group =
    filter && shown
      ? `${labelOf(filter.classSelect.options, shown.classValue)}, ${labelOf(filter.sectionSelect.options, shown.sectionValue)}`
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(chosen);
  };

  return (
    <SamplePage content={sheet} lang={lang}>
      {filter && chosen ? (
        <form className="sample-form" onSubmit={onSubmit} aria-label={filter.submit}>
          <SelectField
            select={filter.classSelect}
            value={chosen.classValue}
            onChange={(classValue) => setChosen({ ...chosen, classValue })}
          />
          <SelectField
            select={filter.sectionSelect}
            value={chosen.sectionValue}
            onChange={(sectionValue) => setChosen({ ...chosen, sectionValue })}
          />
          <button type="submit" className="sample-button">
            {filter.submit}
          </button>
        </form>
      ) : null}
      {filter ? (
        <p className="sample-status" role="status">
          {filter.shown(rows.length)}
        </p>
      ) : null}
      <TableRegion caption={sheet.caption(sheet.period, group)}>
        <thead>
          <tr>
            <ColumnHeader column={sheet.columns.name} />
            <ColumnHeader column={sheet.columns.id} />
            <ColumnHeader column={sheet.columns.classDays} />
            <ColumnHeader column={sheet.columns.present} />
            <ColumnHeader column={sheet.columns.absent} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.classValue ?? ''}-${row.sectionValue ?? ''}-${row.id}`}>
              <th scope="row">{row.name}</th>
              <td className={sheet.columns.id.numeric ? 'sample-num' : undefined}>{row.id}</td>
              <td className="sample-num">{formatNumber(row.classDays, lang)}</td>
              <td className="sample-num">{formatNumber(row.present, lang)}</td>
              <td className="sample-num">{formatNumber(row.absent, lang)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </SamplePage>
  );
}
