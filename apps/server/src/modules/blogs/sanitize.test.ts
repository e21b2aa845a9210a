import { describe, expect, it } from 'vitest';
import { excerptOf } from './sanitize';

describe('blog excerpts', () => {
  it('keep a space between a heading and the next paragraph, whatever the blocks', () => {
    expect(excerptOf('<h2>Glen Forest</h2><p>A gentle descent.</p>')).toBe('Glen Forest A gentle descent.');
    expect(excerptOf('<div><h3>Summer Hill</h3></div><div>Walk to the lodge</div><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Summer Hill Walk to the lodge One Two',
    );
    // Inline markup joins words as written.
    expect(excerptOf('<p>Deo<strong>dar</strong> and <em>oak</em></p>')).toBe('Deodar and oak');
  });
});
