import type { InfoItem } from '../../content/sample-types.ts';

/** Label and value pairs, such as a student's information. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className="sample-info">
      {items.map((item) => (
        <div key={item.label} className="sample-info__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
