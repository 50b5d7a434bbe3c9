import { afterEach, describe, expect, it } from 'vitest';
import { inertOthers } from '../../../shared/a11y/inert-others';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <header id="header"><a id="logo" href="/">لوگو</a><div id="host"><button id="opener">باز کردن</button><div id="layer"><button>درون</button></div></div></header>
    <main id="main"><p>محتوا</p></main>
    <aside id="theirs" inert>از قالب</aside>
    <div id="toasts" data-hsa-above-modal></div>
    <script id="script" type="application/json">{}</script>`;
  const $ = (id: string) => document.getElementById(id)!;
  return $;
}

describe('making the page behind a layer inert', () => {
  it('marks the siblings of the layer and of each ancestor up to <body>, not the layer or its ancestors', () => {
    const $ = page();
    const release = inertOthers($('layer'));
    for (const id of ['opener', 'logo', 'main']) expect($(id).hasAttribute('inert'), id).toBe(true);
    for (const id of ['layer', 'host', 'header']) expect($(id).hasAttribute('inert'), id).toBe(false);
    release();
    for (const id of ['opener', 'logo', 'main']) expect($(id).hasAttribute('inert'), id).toBe(false);
  });

  it('keeps the toast region live and leaves scripts alone', () => {
    const $ = page();
    const release = inertOthers($('layer'));
    expect($('toasts').hasAttribute('inert')).toBe(false);
    expect($('script').hasAttribute('inert')).toBe(false);
    release();
  });

  it('removes exactly what it set: the theme’s own inert stays', () => {
    const $ = page();
    inertOthers($('layer'))();
    expect($('theirs').hasAttribute('inert')).toBe(true);
  });

  describe('given two stacked layers', () => {
    it('an element both made inert stays so until both are released, in either order', () => {
      const $ = page();
      const second = document.createElement('div');
      document.body.append(second);
      const releaseFirst = inertOthers($('layer'));
      const releaseSecond = inertOthers(second);
      expect($('header').hasAttribute('inert')).toBe(true); // the first layer is behind the second
      expect($('main').hasAttribute('inert')).toBe(true);
      releaseFirst();
      releaseFirst(); // a second release changes nothing
      expect($('main').hasAttribute('inert')).toBe(true); // still behind the second
      expect($('opener').hasAttribute('inert')).toBe(false);
      releaseSecond();
      expect($('main').hasAttribute('inert')).toBe(false);
      expect($('header').hasAttribute('inert')).toBe(false);
    });
  });
});
