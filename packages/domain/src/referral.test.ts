import { describe, expect, it } from 'vitest';
import { referralCookieNames, referralCookiesOf, referralParamNames, referralParams } from './referral.ts';

const day = 86_400;
const query = (search: string) => new URLSearchParams(search);

describe('the referral parameters', () => {
  it('are the referral cookies of seed 001 §3, each once', () => {
    expect(referralParamNames).toEqual([
      'ref',
      'bf',
      'btag',
      'tag',
      'qtag',
      'affid',
      'click_id',
      'utm_source',
      'aip',
      'pb',
      'subid',
    ]);
  });

  it('live as seed 001 §9 says: refererid and subid 60 days, pb 30, bf and the rest the default day', () => {
    expect(
      Object.fromEntries(referralParams.map(({ name, maxAgeSeconds }) => [name, maxAgeSeconds / day])),
    ).toEqual({
      ref: 60,
      bf: 1,
      btag: 1,
      tag: 1,
      qtag: 1,
      affid: 1,
      click_id: 1,
      utm_source: 1,
      aip: 1,
      pb: 30,
      subid: 60,
    });
  });

  it('are, with the partner cookie, every cookie registration keeps', () => {
    expect(referralCookieNames).toEqual([...referralParamNames, 'ref_partner_id']);
  });
});

describe('referralCookiesOf', () => {
  it('keeps each parameter of the link for its lifetime and the partner of a click 30 days', () => {
    expect(referralCookiesOf(query('ref=partner7&btag=b1&pb=9&page=2'))).toEqual([
      { name: 'ref', value: 'partner7', maxAgeSeconds: 60 * day },
      { name: 'btag', value: 'b1', maxAgeSeconds: day },
      { name: 'pb', value: '9', maxAgeSeconds: 30 * day },
      { name: 'ref_partner_id', value: 'partner7', maxAgeSeconds: 30 * day },
    ]);
  });

  it('keeps the partner 60 days when the link carries affid, which outranks ref', () => {
    expect(referralCookiesOf(query('ref=7&affid=9')).at(-1)).toEqual({
      name: 'ref_partner_id',
      value: '9',
      maxAgeSeconds: 60 * day,
    });
  });

  it('keeps no empty value and none longer than 200 characters', () => {
    expect(referralCookiesOf(query(`ref=&affid=${'x'.repeat(201)}&subid=${'s'.repeat(200)}`))).toEqual([
      { name: 'subid', value: 's'.repeat(200), maxAgeSeconds: 60 * day },
    ]);
  });

  it('sets nothing for an ordinary link', () => {
    expect(referralCookiesOf(query('sport=1'))).toEqual([]);
  });
});
