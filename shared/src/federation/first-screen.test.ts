import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { FIRST_SCREEN_ID, releaseFirstScreen } from './first-screen.ts';

/** The same page twice: painted by the server in the screen, and drawn by the app in #root. */
const PAGE =
  '<header><button>Menu</button></header><main><section><button>Question</button></section></main>';

function paintAndDraw(): { appQuestion: HTMLButtonElement; screen: HTMLElement } {
  document.body.innerHTML =
    `<div id="${FIRST_SCREEN_ID}"><div data-lang="en"><div><div data-organization-content="">${PAGE}</div></div></div></div>` +
    `<div id="root"><div><main><div data-organization-content="">${PAGE}</div></main></div></div>`;
  const screen = document.getElementById(FIRST_SCREEN_ID)!;
  const appQuestion = document.querySelectorAll<HTMLButtonElement>('#root button')[1]!;
  return { appQuestion, screen };
}

describe('releaseFirstScreen', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('removes the painted screen', () => {
    paintAndDraw();
    releaseFirstScreen();
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(document.querySelectorAll('button')).toHaveLength(2);
  });

  it('makes again, on the app’s own control, the click the picture could not answer', () => {
    jest.useFakeTimers();
    const { appQuestion, screen } = paintAndDraw();
    // The screen's script wrote where the reader clicked: main > section > the question.
    screen.setAttribute('data-replay-click', '1.0.0');
    const clicked = jest.fn();
    appQuestion.addEventListener('click', clicked);
    releaseFirstScreen();
    expect(clicked).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus where the reader put it on the picture', () => {
    const { appQuestion, screen } = paintAndDraw();
    screen.querySelectorAll('button')[1]!.focus();
    releaseFirstScreen();
    expect(document.activeElement).toBe(appQuestion);
  });

  it('keeps a reader on the skip link on the app’s own skip link', () => {
    const { screen } = paintAndDraw();
    const link = (parent: Element) => {
      const anchor = document.createElement('a');
      anchor.className = 'skip-link';
      anchor.href = '#page-main';
      parent.prepend(anchor);
      return anchor;
    };
    link(screen.firstElementChild!).focus();
    const appLink = link(document.getElementById('root')!);
    releaseFirstScreen();
    expect(document.activeElement).toBe(appLink);
  });

  it('does nothing without a screen, and replays nothing that is not there', () => {
    releaseFirstScreen();
    const { screen } = paintAndDraw();
    screen.setAttribute('data-replay-click', '7.3');
    expect(() => {
      releaseFirstScreen();
    }).not.toThrow();
  });
});
