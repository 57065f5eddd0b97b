import { isPublicPath } from './public-paths.ts';

test('a public call is matched without regard to case, query or host; others are not', () => {
  expect(isPublicPath('http://h/AUTH/Authenticate?x=1')).toBe(true);
  expect(isPublicPath('http://localhost:4000/system/alfie/get-cities?language=it')).toBe(true);
  expect(isPublicPath('https://api.example.com/v1/system/alfie/get-cities')).toBe(true);
  expect(isPublicPath('/request/alfie/change-language')).toBe(false);
  expect(isPublicPath(undefined)).toBe(false);
});
