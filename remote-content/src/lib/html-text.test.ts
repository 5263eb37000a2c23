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
