// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_TEMPLATE_ID, startAppAfterPaint } from './app-loader.ts';

const frame = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the prerendered page's app loader", () => {
  it('adds the app’s tags to the head only after a frame, each made anew, and once', async () => {
    document.head.innerHTML =
      `<template id="${APP_TEMPLATE_ID}">` +
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/page-b.js" />' +
      '</template>';
    startAppAfterPaint(APP_TEMPLATE_ID);
    // Nothing is asked for while the page is being drawn.
    expect(document.head.querySelector('script[src], link[rel="modulepreload"]')).toBeNull();
    await frame();
    const script = document.head.querySelector<HTMLScriptElement>('script[src]');
    expect(script?.getAttribute('src')).toBe('/assets/index-a.js');
    expect(script?.type).toBe('module');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/page-b.js',
    );
    expect(document.getElementById(APP_TEMPLATE_ID)).toBeNull();
    // A second call (the fallback timer) adds nothing more.
    startAppAfterPaint(APP_TEMPLATE_ID);
    await frame();
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
  });
});
