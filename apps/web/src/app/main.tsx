import '../index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The browser paints index.html's header row first (the next frame, then a task after it); only then
// is the app's code run. It has been downloading meanwhile: the server names its chunks as module
// preloads in every page (apps/server/src/modules/pages).
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./start').then(({ start }) => start(container));
  }, 0),
);
