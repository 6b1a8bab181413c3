// The embed bundle: importing this defines every custom element.
export {};
