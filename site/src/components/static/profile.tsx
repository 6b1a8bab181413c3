import { yearsText } from '../../content/common.ts';
import type { Profile, ProfileLabels } from '../../content/types.ts';
import type { Lang } from '../../i18n.ts';
import { StaticPicture } from './picture.tsx';

/**
 * The principal's and each vice principal's page: portrait, name and post, qualifications,
 * biography, the principal's message, and the career as an ordered timeline (oldest first).
 */
export function ProfilePage({
  profile,
  labels,
  lang,
}: {
  profile: Profile;
  labels: ProfileLabels;
  /** For the years of the timeline. */
  lang: Lang;
}) {
  const { name, title, additionalTitle, portrait, message } = profile;
  return (
    <div className="page static-page">
      <h1>{profile.pageTitle}</h1>
      <div className="profile">
        <StaticPicture picture={portrait} className="profile__portrait" />
        <div className="profile__summary">
          <p className="profile__name">{name}</p>
          <p className="profile__post">
            {additionalTitle ? `${title}, ${additionalTitle}` : title}
          </p>
          <h2>{labels.qualifications}</h2>
          <ul className="static-list">
            {profile.qualifications.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </div>
      </div>
      {message ? (
        <section className="static-section profile__message">
          <h2>{message.heading}</h2>
          {message.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ) : null}
      <section className="static-section">
        <h2>{labels.biography}</h2>
        {profile.biography.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section className="static-section">
        <h2>{labels.timeline}</h2>
        <ol className="timeline">
          {profile.timeline.map((step) => (
            <li key={`${step.from}-${step.role}`} className="timeline__item">
              <p className="timeline__years">{yearsText(step.from, step.to, lang)}</p>
              <h3 className="timeline__role">{step.role}</h3>
              <p className="timeline__place">{step.place}</p>
              {step.description ? <p>{step.description}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
