// CMS HTML on the page: a picture that fails to load is hidden, the others stay.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SafeHtml } from './safe-html';

it('hides a picture that fails to load and keeps the others', () => {
  const { container } = render(
    <MemoryRouter>
      <SafeHtml html={'<p>Spin</p><img src="x" alt=""><img src="/static/a.svg" alt="a">'} />
    </MemoryRouter>,
  );
  const [broken, fine] = [...container.querySelectorAll('img')];
  broken?.dispatchEvent(new Event('error'));
  expect(broken?.hidden).toBe(true);
  expect(fine?.hidden).toBe(false);
});
