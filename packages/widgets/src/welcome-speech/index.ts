export { EXCERPT_LENGTH, type SpeechView, toSpeech } from './speech.ts';
export {
  createWelcomeSpeechStore,
  type WelcomeSpeechStore,
} from './welcome-speech.store.ts';
export {
  variantOf,
  WelcomeSpeech,
  type WelcomeSpeechProps,
  type WelcomeSpeechVariant,
} from './welcome-speech.tsx';
