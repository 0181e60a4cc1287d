import { describe, expect, it } from 'vitest';
import { ordering } from '../shared/catalogue/ordering';
import { guestCancelRefusal, readGuestMessage, readGuestOrderRef } from './guest-requests';

const token = 'a'.repeat(32);
const ref = { storeId: 'store-1', token, commandId: '9b2f3c1e-1111-4222-8333-444455556666' };

describe("a guest's calls after the order", () => {
  it('reads the order by its store and a well-formed token; anything else finds nothing', () => {
    expect(readGuestOrderRef(ref)).toEqual({ ok: true, value: ref });
    expect(readGuestOrderRef({ ...ref, token: 'short' })).toMatchObject({ ok: false, message: ordering.guestOrderNotFound });
    expect(readGuestOrderRef({ ...ref, token: `../${'a'.repeat(29)}` })).toMatchObject({ ok: false, message: ordering.guestOrderNotFound });
    expect(readGuestOrderRef({ ...ref, storeId: 'a/b' })).toMatchObject({ ok: false, message: ordering.guestOrderNotFound });
    expect(readGuestOrderRef({ ...ref, commandId: undefined })).toMatchObject({ ok: false, message: ordering.commandIdRequired });
  });

  it('a message needs a whole 1-5 rating; its text is trimmed, optional and at most 500 characters', () => {
    expect(readGuestMessage({ ...ref, rating: 5, message: '  Great  ' })).toEqual({ ok: true, value: { ...ref, rating: 5, message: 'Great' } });
    expect(readGuestMessage({ ...ref, rating: 1, message: '   ' })).toEqual({ ok: true, value: { ...ref, rating: 1 } });
    for (const rating of [0, 6, 2.5, '5', undefined]) expect(readGuestMessage({ ...ref, rating })).toMatchObject({ ok: false, message: ordering.ratingRequired });
    expect(readGuestMessage({ ...ref, rating: 3, message: 'x'.repeat(501) })).toMatchObject({ ok: false, message: ordering.messageTooLong(500) });
  });

  it('cancelling is for a pending order of a store that allows it; a cancelled one stays as it is', () => {
    expect(guestCancelRefusal('pending', true)).toEqual({ ok: true, value: true });
    expect(guestCancelRefusal('pending', false)).toMatchObject({ ok: false, message: ordering.cancelNotOffered });
    expect(guestCancelRefusal('confirmed', true)).toMatchObject({ ok: false, message: ordering.cancelTooLate });
    expect(guestCancelRefusal('cancelled', false)).toEqual({ ok: true, value: true });
  });
});
