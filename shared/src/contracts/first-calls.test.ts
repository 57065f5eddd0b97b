import { fillFirstCall } from './first-calls.ts';

const now = Date.parse('2026-11-27T19:42:10.500Z');

it('fills the language, the route props and the hour as the API client writes them in a query', () => {
  expect(fillFirstCall('/cities?language={language}', { language: 'fr', now })).toBe('/cities?language=fr');
  expect(
    fillFirstCall('/list?type={type}&n={n}', { language: 'it', props: { type: 'a b', n: 5 }, now }),
  ).toBe('/list?type=a+b&n=5');
  expect(fillFirstCall('/board?from={hour}&to={hour+168}', { language: 'it', now })).toBe(
    `/board?${new URLSearchParams({ from: '2026-11-27T19:00:00.000Z', to: '2026-12-04T19:00:00.000Z' })}`,
  );
  expect(fillFirstCall('/plain', { language: 'it', now })).toBe('/plain');
});

it('is null for a {name} it cannot fill, so that call is not sent', () => {
  expect(fillFirstCall('/list?type={type}', { language: 'it', now })).toBeNull();
  expect(fillFirstCall('/list?x={x}', { language: 'it', props: { x: { y: 1 } }, now })).toBeNull();
  expect(fillFirstCall('/x?l={language+1}', { language: 'it', now })).toBeNull();
});
