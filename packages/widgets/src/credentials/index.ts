export { type CredentialsStore, createCredentialsStore } from './credentials.store.ts';
export { Credentials, type CredentialsProps } from './credentials.tsx';
export { credentialsOf, headlineOf, type Showcase, showcaseOf } from './showcase.ts';
