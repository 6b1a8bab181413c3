// React 18+ has useSyncExternalStore; the shim that @preact/signals-react imports for older
// Reacts would only add bytes to every page (see the `alias` in the Vite configs).
export { useSyncExternalStore } from 'react';
