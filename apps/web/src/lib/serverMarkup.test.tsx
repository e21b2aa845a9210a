import { renderToString } from 'preact-render-to-string';
import { useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { markupMemo, MarkupMemo, rawHtml } from './serverMarkup';

describe('rawHtml', () => {
  it('is written as it is, among other children', () => {
    expect(renderToString(<p>{['a&b', rawHtml('<b>&amp;</b>'), 'c']}</p>)).toBe('<p>a&amp;b<b>&amp;</b>c</p>');
  });
});

describe('markupMemo', () => {
  it('renders a component once per key and repeats its HTML', () => {
    const Label = vi.fn(({ text }: { text: string }) => <span title={text}>{text}</span>);
    const Memo = markupMemo(Label, ({ text }) => text);
    const page = (text: string) => renderToString(<div>{[<Memo key="1" text={text} />, <Memo key="2" text={text} />]}</div>);

    const once = '<span title="a &amp; &quot;b&quot;">a &amp; &quot;b&quot;</span>';
    expect(page('a & "b"')).toBe(`<div>${once}${once}</div>`);
    expect(page('c')).toBe('<div><span title="c">c</span><span title="c">c</span></div>');
    expect(Label).toHaveBeenCalledTimes(2);
  });

  it('renders as usual without a key, and once the memo is full', () => {
    const Label = vi.fn(({ text }: { text: string }) => <i>{text}</i>);
    const Memo = markupMemo(Label, ({ text }) => (text === 'plain' ? undefined : text), 1);
    for (const text of ['plain', 'plain', 'a', 'a', 'b', 'b']) expect(renderToString(<Memo text={text} />)).toBe(`<i>${text}</i>`);
    expect(Label).toHaveBeenCalledTimes(5);
  });

  it('leaves the page’s own ids alone', () => {
    function Field() {
      return <input id={useId()} />;
    }
    const Static = markupMemo(
      () => <hr />,
      () => 'hr',
    );
    const page = () => renderToString(<form>{[<Field key="1" />, <Static key="2" />, <Field key="3" />]}</form>);
    expect(page()).toBe(page());
    expect(page()).toBe('<form><input id="P0-0"/><hr/><input id="P0-1"/></form>');
  });

  it('keeps no more than its limit', () => {
    const memo = new MarkupMemo(2);
    let rendered = 0;
    const Bold = () => {
      rendered++;
      return <b />;
    };
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) renderToString(memo.cached(key) ?? memo.remember(key, <Bold />));
    expect(rendered).toBe(4);
  });
});
