import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_AUTHORITIES } from '@coresense/shared/authorities';
import { allows, computeAccess } from './access.ts';

describe('computeAccess', () => {
  it('grants exactly the listed authorities', () => {
    const access = computeAccess({ authorityList: ['products:read', 'products:write', 'news:read'] });
    assert.equal(access['products:read'], true);
    assert.equal(access['products:write'], true);
    assert.equal(access['news:read'], true);
    assert.equal(access['news:write'], false);
    assert.equal(access['staff:read'], false);
    assert.equal(access.needSetAuth, false);
  });

  it('does not let a write authority stand in for the read one', () => {
    const access = computeAccess({ authorityList: ['roles:write'] });
    assert.equal(access['roles:read'], false);
    assert.equal(access['roles:write'], true);
  });

  it('gives the administrator every flag', () => {
    const access = computeAccess({ authorityList: [...ALL_AUTHORITIES] });
    for (const authority of ALL_AUTHORITIES) assert.equal(access[authority], true, authority);
  });

  it('marks a user without authorities as needing authorisation', () => {
    const access = computeAccess({ authorityList: [] });
    assert.equal(access.signedIn, true);
    assert.equal(access.needSetAuth, true);
    assert.ok(ALL_AUTHORITIES.every((authority) => access[authority] === false));
  });

  it('ignores names that are not authorities', () => {
    const access = computeAccess({ authorityList: ['admin', 'products:delete'] });
    assert.ok(ALL_AUTHORITIES.every((authority) => access[authority] === false));
    assert.equal(access.needSetAuth, false, 'the server did grant something, just nothing this UI knows');
  });

  it('grants nothing without a user', () => {
    const access = computeAccess(undefined);
    assert.equal(access.signedIn, false);
    assert.equal(access.needSetAuth, false);
    assert.equal(access['dashboard:read'], false);
  });
});

describe('derived flags', () => {
  it('opens the schedule to readers of any bilingual resource or of the page blocks', () => {
    assert.equal(computeAccess({ authorityList: ['blocks:read'] })['schedule:read'], true);
    assert.equal(computeAccess({ authorityList: ['investor:read'] })['schedule:read'], true);
    assert.equal(
      computeAccess({ authorityList: ['enquiries:read', 'blocks:write'] })['schedule:read'],
      false,
    );
  });
});

describe('allows', () => {
  const access = computeAccess({ authorityList: ['enquiries:read'] });
  it('opens routes without a flag and checks the others', () => {
    assert.equal(allows(access, undefined), true);
    assert.equal(allows(access, 'enquiries:read'), true);
    assert.equal(allows(access, 'enquiries:write'), false);
  });
});
