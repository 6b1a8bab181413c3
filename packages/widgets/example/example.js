// Plain JavaScript, as a partner page would write it: react to what the widgets report.
const events = document.getElementById('events');

function note(text) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()}: ${text}`;
  events.append(item);
}

function describe(detail) {
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail.message === 'string') return detail.message;
  const json = JSON.stringify(detail) ?? String(detail);
  return json.length > 200 ? `${json.slice(0, 200)}…` : json;
}

// Both events bubble and are composed, so one listener on the document hears every widget.
for (const name of ['school-result-checker-load', 'school-result-checker-error']) {
  document.addEventListener(name, (event) => note(`${name}: ${describe(event.detail)}`));
}

// The snippet shows where this page loaded elements.js from: the address to copy.
for (const url of document.querySelectorAll('[data-elements-url]')) {
  url.textContent = new URL('./elements.js', import.meta.url).href;
}
// Shows the hostile rules as written (without the lint comment and the HTML's indentation).
const lines = document
  .getElementById('hostile')
  .textContent.split('\n')
  .filter((line) => line.trim() && !line.includes('biome-ignore'));
const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
document.getElementById('hostile-css').textContent = lines
  .map((line) => line.slice(indent))
  .join('\n');
