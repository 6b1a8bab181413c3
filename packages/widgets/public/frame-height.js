// Optional, on a partner's page that allows this one script: every iframe of the school's
// widgets (/embed/<widget>) takes its content's height, so a widget that grows (a result shown,
// a notice opened) never needs a scrollbar of its own. Only a message from the school's site,
// where this script came from, and from the frame itself, changes a frame.
const SCHOOL = new URL(import.meta.url).origin;
const TALLEST = 20000;

addEventListener('message', (event) => {
  if (event.origin !== SCHOOL) return;
  const { data } = event;
  if (data?.type !== 'school-embed-height' || !Number.isFinite(data.height)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow !== event.source) continue;
    const height = Math.min(Math.max(Math.ceil(data.height), 0), TALLEST);
    frame.style.height = `${height}px`;
    frame.height = String(height);
  }
});
