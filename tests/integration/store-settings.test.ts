import { signOut } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../src/domain/settings/app-config';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { commandRecordCount, ownerPerTest, signInAsMember, signInAsNewStoreOwner } from '../support/store-member';

// updateStoreSettingsSecure and the customer-message commands through the real web SDK.
const owner = ownerPerTest();

const id = () => randomUUID();
const update = (settings: unknown, commandId = id(), storeId = owner.me.storeId) =>
  owner.client.call<Record<string, unknown>>('updateStoreSettingsSecure', { storeId, commandId, settings });
const storeDoc = async () => (await adminDb.doc(`stores/${owner.me.storeId}`).get()).data() as Record<string, unknown>;

describe('updateStoreSettingsSecure: profile', () => {
  it('writes the trimmed profile fields, stamped for replication', async () => {
    const result = await update({ storeName: ' Blue Door ', address: '1 Main St', phone: '+1 (555) 123-4567', googleLink: 'https://maps.google.com/x', yelpLink: '' });
    expect(result).toMatchObject({ success: true });
    const doc = await storeDoc();
    expect(doc).toMatchObject({ storeName: 'Blue Door', address: '1 Main St', phone: '+1 (555) 123-4567', googleLink: 'https://maps.google.com/x', yelpLink: '', _deleted: false });
    expect(Math.floor((doc.updatedAt as Timestamp).toMillis())).toBe(result.committedAt);
  });

  it.each([
    [{ storeName: '  ' }, 'Store name is required'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ googleLink: 'maps.google.com' }, 'Please enter a valid URL'],
    [{ yelpLink: 'javascript:alert(1)' }, 'Please enter a valid URL'],
  ])('refuses %j with the form words, writing nothing', async (settings, message) => {
    const before = await storeDoc();
    const error = await refusal(update(settings));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    expect(await storeDoc()).toEqual(before);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it.each([
    ['no settings', undefined],
    ['an unknown field', { ownerId: 'me' }],
    ['a number for a name', { storeName: 42 }],
    ['an empty object', {}],
  ])('refuses a malformed payload (%s) as invalid-argument', async (_label, settings) => {
    const error = await refusal(update(settings));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Failed to save store information.');
  });

  it('the same command id twice: one effect, the same answer', async () => {
    const commandId = id();
    const first = await update({ storeName: 'First' }, commandId);
    await update({ storeName: 'Second' });
    const replay = await update({ storeName: 'First' }, commandId);
    expect(replay).toEqual(first);
    expect((await storeDoc()).storeName).toBe('Second');
    expect(await commandRecordCount(owner.me.storeId)).toBe(2);
  });

  it("refuses a user of another store, and a member without the owner's or manager's role", async () => {
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(other.call('updateStoreSettingsSecure', { storeId: owner.me.storeId, commandId: id(), settings: { storeName: 'Mine now' } }));
    expect(error.code).toBe('permission-denied');
    await other.close();

    // A member, but not OWNER or MANAGER.
    const staff = createClient();
    await signInAsMember(staff, owner.me.storeId, 'STAFF');
    const denied = await refusal(staff.call('updateStoreSettingsSecure', { storeId: owner.me.storeId, commandId: id(), settings: { storeName: 'Staff' } }));
    expect(denied.code).toBe('permission-denied');
    await staff.close();
    expect((await storeDoc()).storeName).not.toMatch(/Mine now|Staff/);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it('refuses a caller who is not signed in', async () => {
    await signOut(owner.client.auth);
    expect((await refusal(update({ storeName: 'Nobody' }))).code).toBe('unauthenticated');
  });
});

describe('updateStoreSettingsSecure: configs', () => {
  it('merges over the stored settings and the defaults, stripping undefined', async () => {
    await update({ configs: { enableOrderFunction: true, orderConfig: { enableTax: true, taxRate: 8.25 } } });
    // A later partial update keeps the earlier fields (undefined ones travel as absent).
    await update({ configs: { orderConfig: { presetGratuityRates: [15, 18, 20], enableDefaultGratuity: undefined } } });
    const configs = (await storeDoc()).configs as typeof DEFAULT_APP_CONFIG;
    expect(configs.enableOrderFunction).toBe(true);
    expect(configs.orderConfig).toEqual({ ...DEFAULT_APP_CONFIG.orderConfig, enableTax: true, taxRate: 8.25, presetGratuityRates: [15, 18, 20] });
    expect(configs.featureFlags).toEqual(DEFAULT_APP_CONFIG.featureFlags);
    expect(configs.languageConfig).toEqual(DEFAULT_APP_CONFIG.languageConfig);
  });

  it.each([
    [{ orderConfig: { enableTax: true, taxRate: 101 } }, 'Tax rate must be between 0% and 100%'],
    [{ orderConfig: { enableDefaultGratuity: true, defaultGratuityRate: -1 } }, 'Gratuity rate must be between 0% and 100%'],
    [{ languageConfig: { defaultLanguage: 'fr' } }, 'The default language cannot be removed.'],
  ])('refuses %j with the form words', async (configs, message) => {
    const error = await refusal(update({ configs }));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    expect((await storeDoc()).configs).toBeUndefined();
  });

  it.each([
    ['a string for a switch', { enableOrderFunction: 'yes' }],
    ['an unknown flag', { featureFlags: { enableEverything: true } }],
    ['a rate that is no number', { orderConfig: { taxRate: '8' } }],
    ['a preset out of range', { orderConfig: { presetGratuityRates: [15, 1e9] } }],
    ['a bad language code', { languageConfig: { supportedLanguages: [{ code: '../x', name: 'X', flag: '', enabled: true, isDefault: false }] } }],
  ])('refuses %s as invalid-argument with the settings failure text', async (_label, configs) => {
    const error = await refusal(update({ configs }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Failed to save application settings.']);
  });
});

describe('customer messages', () => {
  const seedMessage = async (status = 'new') => {
    const messageId = id();
    await adminDb.doc(`stores/${owner.me.storeId}/customerMessages/${messageId}`).set({
      sellerId: owner.me.storeId, tableId: 'table_1', message: 'Lovely soup', rating: 5, status,
      createdAt: Timestamp.now(), updatedAt: Timestamp.now(), _deleted: false,
    });
    return messageId;
  };
  const messageDoc = async (messageId: string) => (await adminDb.doc(`stores/${owner.me.storeId}/customerMessages/${messageId}`).get()).data()!;

  it('marks a new message read with readAt, once for a replayed id', async () => {
    const messageId = await seedMessage();
    const commandId = id();
    const first = await owner.client.call('markMessageReadSecure', { storeId: owner.me.storeId, commandId, messageId });
    const readAt = (await messageDoc(messageId)).readAt as Timestamp;
    expect(await messageDoc(messageId)).toMatchObject({ status: 'read' });
    expect(await owner.client.call('markMessageReadSecure', { storeId: owner.me.storeId, commandId, messageId })).toEqual(first);
    expect(((await messageDoc(messageId)).readAt as Timestamp).isEqual(readAt)).toBe(true);
  });

  it('refuses a member without the owner or manager role with the spec words', async () => {
    const messageId = await seedMessage();
    const staff = createClient();
    await signInAsMember(staff, owner.me.storeId, 'STAFF');
    const error = await refusal(staff.call('markMessageReadSecure', { storeId: owner.me.storeId, commandId: id(), messageId }));
    expect([error.code, error.message]).toEqual(['permission-denied', 'Only managers and owners can mark messages as read']);
    expect((await messageDoc(messageId)).status).toBe('new');
    await staff.close();
  });

  it('records a response, sets responded, and refuses a blank one', async () => {
    const messageId = await seedMessage();
    await owner.client.call('respondToMessageSecure', { storeId: owner.me.storeId, commandId: id(), messageId, response: ' Thank you! ' });
    expect(await messageDoc(messageId)).toMatchObject({ status: 'responded', response: 'Thank you!' });
    expect((await messageDoc(messageId)).respondedAt).toBeInstanceOf(Timestamp);
    const error = await refusal(owner.client.call('respondToMessageSecure', { storeId: owner.me.storeId, commandId: id(), messageId, response: '  ' }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Please enter a response.']);
  });

  it("refuses another store's user", async () => {
    const messageId = await seedMessage();
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(other.call('markMessageReadSecure', { storeId: owner.me.storeId, commandId: id(), messageId }));
    expect(error.code).toBe('permission-denied');
    expect((await messageDoc(messageId)).status).toBe('new');
    await other.close();
  });
});
