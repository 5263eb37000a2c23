// The plain text of CMS HTML: words of adjacent blocks kept apart, script text left out.
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('separates the words of adjacent blocks and line breaks', () => {
    expect(
      htmlToText('<h3>Deposit bonus</h3><p>Deposit ৳500<br>or more</p><ul><li>One</li><li>Two</li></ul>'),
    ).toBe('Deposit bonus Deposit ৳500 or more One Two');
  });

  it('gives the text of the content, collapsed, without script text', () => {
    expect(
      htmlToText('<p>Scheduled   maintenance</p>\n<p>on <b>Tuesday</b></p><script>var x = 1</script>'),
    ).toBe('Scheduled maintenance on Tuesday');
  });
});

describe('htmlToText on hostile or unusual markup', () => {
  it('decodes character references and keeps a tag written as text out of the element tree', () => {
    expect(htmlToText('<p>Win &amp; play &lt;b&gt; &#2547;500 &nbsp;now</p>')).toBe(
      'Win & play <b> ৳500 now',
    );
  });

  it("drops a tag whole even when a quoted attribute holds '>'", () => {
    expect(htmlToText('<img alt="a>b" src=x onerror="alert(1)"><p>Bonus</p><!-- note -->')).toBe('Bonus');
  });

  it('leaves out style, template and noscript contents', () => {
    expect(htmlToText('<style>p{}</style><template><p>x</p></template><noscript>n</noscript>Text')).toBe(
      'Text',
    );
  });
});
