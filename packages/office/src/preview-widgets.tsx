import type { ApiClient } from '@school/api';
import { CALLS, type Call, type CallName, createApiClient } from '@school/api';
import type { ContentEntity } from '@school/api/office';
import {
  AdmissionInfo,
  Alumni,
  Committee,
  ContactDetails,
  Credentials,
  DressCode,
  Events,
  ExamRoutine,
  Features,
  Fees,
  HeadMessages,
  HeroSlider,
  ImportantLinks,
  InstituteCard,
  LinkGroups,
  NoticeBoard,
  PictureGallery,
  SchoolHistory,
  SeatInfo,
  SeatPlan,
  StaffDirectory,
  Syllabus,
  Testimonials,
  VideoGallery,
  WelcomeSpeech,
} from '@school/widgets';
import type { Lang } from '@school/widgets/runtime';
import type { ReactNode } from 'react';

type Draw = (api: ApiClient, lang: Lang, item: Record<string, unknown>) => ReactNode;

/** The site's own widget for each entity the site draws as a picture of it. */
const WIDGETS: Readonly<Record<string, Draw>> = {
  institute: (api, lang) => <InstituteCard api={api} lang={lang} />,
  contacts: (api, lang) => <ContactDetails api={api} lang={lang} map={false} />,
  'welcome-speech': (api, lang) => <WelcomeSpeech api={api} lang={lang} />,
  notices: (api, lang) => <NoticeBoard api={api} lang={lang} />,
  events: (api, lang) => <Events api={api} lang={lang} />,
  pictures: (api, lang) => <PictureGallery api={api} lang={lang} />,
  videos: (api, lang) => <VideoGallery api={api} lang={lang} />,
  banners: (api, lang) => <HeroSlider api={api} lang={lang} />,
  'head-messages': (api, lang) => <HeadMessages api={api} lang={lang} />,
  history: (api, lang) => <SchoolHistory api={api} lang={lang} />,
  features: (api, lang) => <Features api={api} lang={lang} />,
  testimonials: (api, lang) => <Testimonials api={api} lang={lang} />,
  alumni: (api, lang) => <Alumni api={api} lang={lang} />,
  credentials: (api, lang) => <Credentials api={api} lang={lang} />,
  'important-links': (api, lang) => <ImportantLinks api={api} lang={lang} />,
  'link-groups': (api, lang) => <LinkGroups api={api} lang={lang} />,
  committee: (api, lang) => <Committee api={api} lang={lang} />,
  'dress-codes': (api, lang) => <DressCode api={api} lang={lang} />,
  seats: (api, lang) => <SeatInfo api={api} lang={lang} />,
  fees: (api, lang) => <Fees api={api} lang={lang} />,
  'exam-routines': (api, lang) => <ExamRoutine api={api} lang={lang} />,
  'seat-plans': (api, lang) => <SeatPlan api={api} lang={lang} />,
  syllabi: (api, lang) => <Syllabus api={api} lang={lang} />,
  'admission-info': (api, lang) => <AdmissionInfo api={api} lang={lang} />,
  staff: (api, lang, item) => (
    <StaffDirectory api={api} lang={lang} roles={item.is_teacher ? 'include' : 'exclude'} />
  ),
};

/**
 * A provider client that answers the entity's own public call with the previewed entry alone, as
 * the public answer would carry it (one object, a list, or a page), and every other call with
 * nothing: the widget draws exactly what the site will, and no request leaves the console.
 */
function previewClient(entity: ContentEntity, item: Record<string, unknown>): ApiClient {
  const call: Call = CALLS[entity.answers as CallName];
  const own = call.path.replace(/\/+$/, '');
  const answer = call.one
    ? item
    : call.query?.includes('page')
      ? { count: 1, next: null, previous: null, results: [item] }
      : [item];
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/\/+$/, '');
    const body = path === own ? answer : [];
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return createApiClient({
    baseURL: window.location.origin,
    fetch: fetch as typeof globalThis.fetch,
  });
}

/** The entry drawn by the site's widget in one language. */
export function PreviewWidget({
  entity,
  item,
  lang,
}: {
  entity: ContentEntity;
  item: Record<string, unknown>;
  lang: Lang;
}) {
  const draw = WIDGETS[entity.key];
  return draw ? <div lang={lang}>{draw(previewClient(entity, item), lang, item)}</div> : null;
}
