// The iframe's page (/embed/<widget>) tells the page around it how tall its widget is, so the
// optional helper there (frame-height.js) can size the frame. A height is nothing secret: it
// goes to whichever page framed it; the helper checks where it came from.
const post = () =>
  parent.postMessage(
    {
      type: 'school-embed-height',
      height: Math.ceil(document.documentElement.getBoundingClientRect().height),
    },
    '*',
  );

if (parent !== window) new ResizeObserver(post).observe(document.documentElement);
