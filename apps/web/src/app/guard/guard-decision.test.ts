import { describe, expect, it } from 'vitest';
import { decideGuard, isOpenPath, matchPath, type GuardInput } from './guard-decision';

const signedIn: GuardInput = {
  path: '/home',
  search: '',
  token: 'Bearer t1',
  isLock: false,
  menusLoaded: true,
  queryToken: null,
};
const signedOut: GuardInput = { ...signedIn, token: undefined, menusLoaded: false };

describe('route guard', () => {
  it('rule 1: sends a signed-out visitor to /login with the wanted path and query', () => {
    expect(decideGuard({ ...signedOut, path: '/permission/user', search: '?a=1&b=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fpermission%2Fuser%3Fa%3D1%26b%3D2',
    });
  });

  it('rule 1: lets a signed-out visitor reach the open paths', () => {
    for (const path of [
      '/login',
      '/sso',
      '/auth-redirect',
      '/report',
      '/GpsTrajectory',
      '/GpsTrajectory/9',
      '/lockScreen',
      '/TemplatePreview',
      '/redirect/home',
    ]) {
      expect(decideGuard({ ...signedOut, path })).toEqual({ kind: 'allow' });
    }
  });

  it('rule 2: sends a signed-in user away from /login', () => {
    expect(decideGuard({ ...signedIn, path: '/login' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('rule 3: keeps a locked screen on /lockScreen', () => {
    const locked = { ...signedIn, isLock: true };
    expect(decideGuard({ ...locked, path: '/home' })).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decideGuard({ ...locked, path: '/report' })).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decideGuard({ ...locked, path: '/lockScreen' })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...locked, path: '/login' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('rule 4: adopts a different token from a /workFlowDetail link', () => {
    expect(decideGuard({ ...signedIn, path: '/workFlowDetail', queryToken: 'Bearer t2' })).toEqual({
      kind: 'adoptToken',
      token: 'Bearer t2',
    });
    expect(decideGuard({ ...signedOut, path: '/workFlowDetail', queryToken: 'Bearer t2' })).toEqual({
      kind: 'adoptToken',
      token: 'Bearer t2',
    });
    expect(decideGuard({ ...signedIn, path: '/workFlowDetail', queryToken: 'Bearer t1' })).toEqual({
      kind: 'allow',
    });
    expect(decideGuard({ ...signedIn, path: '/home', queryToken: 'Bearer t2' })).toEqual({ kind: 'allow' });
  });

  it('rule 5: loads the user when the menu list is empty', () => {
    expect(decideGuard({ ...signedIn, menusLoaded: false })).toEqual({ kind: 'loadUser' });
  });

  it('allows a signed-in user with menus', () => {
    expect(decideGuard(signedIn)).toEqual({ kind: 'allow' });
  });
});

describe('path matching', () => {
  it('matches parameters and splats', () => {
    expect(matchPath('/GpsTrajectory/:orderId', '/GpsTrajectory/5')).toBe(true);
    expect(matchPath('/GpsTrajectory/:orderId', '/GpsTrajectory/5/6')).toBe(false);
    expect(matchPath('/redirect/*', '/redirect/a/b')).toBe(true);
    expect(isOpenPath('/home')).toBe(false);
    expect(isOpenPath('/login/')).toBe(true);
  });
});
