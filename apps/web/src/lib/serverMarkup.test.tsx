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

  it('renders as usual without a key, and again once its key was let go for another', () => {
    const Label = vi.fn(({ text }: { text: string }) => <i>{text}</i>);
    const Memo = markupMemo(Label, ({ text }) => (text === 'plain' ? undefined : text), 1);
    for (const text of ['plain', 'plain', 'a', 'a', 'b', 'b', 'a']) expect(renderToString(<Memo text={text} />)).toBe(`<i>${text}</i>`);
    expect(Label.mock.calls.map(([props]) => props.text)).toEqual(['plain', 'plain', 'a', 'b', 'a']);
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

  it('keeps the pieces used most recently, up to its limit', () => {
    const memo = new MarkupMemo(2);
    const rendered: string[] = [];
    const Bold = ({ name }: { name: string }) => {
      rendered.push(name);
      return <b>{name}</b>;
    };
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) {
      expect(renderToString(memo.cached(key) ?? memo.remember(key, <Bold name={key} />))).toBe(`<b>${key}</b>`);
    }
    // 'a', used again, outlives 'b' when 'c' needs the room.
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
  });
});
