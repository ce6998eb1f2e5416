// The boot shell's lead image (docs/architecture.md#first-paint): the loading screens keep showing it, in place
// of the spinner, while the page it was made for loads; on any other page they show the spinner.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureBootLead } from './BootLeadImage.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

const SRC = '/uploads/0b6a3c4e-5d7f-4a1b-9c2d-3e4f5a6b7c8d-800w.webp';

function bootShell(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = `<div id="root"><div class="boot-shell"><div class="boot-lead boot-lead-catalog"><img src="${SRC}" srcset="${SRC} 800w" sizes="380px" width="1200" height="750" alt="" fetchpriority="high" /></div></div></div>`;
  captureBootLead(doc);
}

describe('boot lead image', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    captureBootLead(document.implementation.createHTMLDocument(''));
  });

  it('stays in the loading screen while its page loads', () => {
    bootShell('/catalog');
    const { container } = render(<LoadingScreen fullPage />);
    const img = container.querySelector('.boot-lead.boot-lead-catalog img');
    expect(img?.getAttribute('src')).toBe(SRC);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('alt')).toBe('');
    expect(container.querySelector('[role="status"]')).toBeTruthy();
  });

  it('gives way to the spinner on another page or without one', () => {
    bootShell('/catalog');
    window.history.replaceState(null, '', '/');
    expect(render(<LoadingScreen />).container.querySelector('img')).toBeNull();
    captureBootLead(document.implementation.createHTMLDocument(''));
    window.history.replaceState(null, '', '/catalog');
    expect(render(<LoadingScreen />).container.querySelector('img')).toBeNull();
  });
});
