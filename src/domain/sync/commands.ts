// Typed commands: every change a user makes is one of these, with an id made
// by the client so that delivering it twice has one effect (the server records
// the id). The payload is exactly the callable's data, minus storeId/commandId.
//
// Each area declares its commands in its own commands.ts (payload, callable,
// description, touched rows, absorption); this file gathers them into one
// registry typed over every command type, so the engine, the sender and the
// overlay only look a command up, and a command type without its rules does
// not compile.
import type { CommandOf, CommandSpec, CommandSpecs, TouchedIds } from '../shared/command-spec';
import type { Permission } from '../shared/permission';
import type { CallableName } from './functions';
import { CATEGORY_COMMANDS, type CategoryPayloads } from '../categories/commands';
import { MESSAGE_COMMANDS, type MessagePayloads } from '../messages/commands';
import { HELP_COMMANDS, type HelpPayloads } from '../help/commands';
import { MENU_ITEM_COMMANDS, type MenuItemPayloads, type MenuItemUpdates } from '../menu/commands';
import { UPLOAD_COMMANDS, type UploadPayloads } from '../menu-import/commands';
import { ORDER_COMMANDS, type OrderPayloads } from '../orders/commands';
import { STORE_COMMANDS, type StorePayloads } from '../store/commands';
import { TABLE_COMMANDS, type TablePayloads } from '../tables/commands';

export type { CategoryUpdates } from '../categories/commands';
export type { LocalImageRef, MenuItemFields, MenuItemUpdates } from '../menu/commands';
export type { LocalFileRef } from '../menu-import/commands';
export type { TouchedIds } from '../shared/command-spec';
export { isClientId } from '../shared/ids';

export interface CommandPayloads
  extends CategoryPayloads, MenuItemPayloads, OrderPayloads, TablePayloads, HelpPayloads, StorePayloads, MessagePayloads, UploadPayloads {}

export type CommandType = keyof CommandPayloads;

export type Command<T extends CommandType = CommandType> = CommandOf<T, CommandPayloads[T]>;

export type AnyCommand = { [T in CommandType]: Command<T> }[CommandType];

/** Every command type's declaration. The mapped type refuses a type without one, or an area left out. */
export const COMMANDS: CommandSpecs<CommandPayloads> = {
  ...CATEGORY_COMMANDS,
  ...MENU_ITEM_COMMANDS,
  ...ORDER_COMMANDS,
  ...TABLE_COMMANDS,
  ...HELP_COMMANDS,
  ...STORE_COMMANDS,
  ...MESSAGE_COMMANDS,
  ...UPLOAD_COMMANDS,
};

// Each spec read as a spec of any command (its methods' parameters are
// bivariant): sound here only because commandSpec picks it by the command's own type.
const SPECS: Readonly<Record<CommandType, CommandSpec<AnyCommand>>> = COMMANDS;

/** The declaration of this command's type. */
export function commandSpec(command: AnyCommand): CommandSpec<AnyCommand> {
  return SPECS[command.type];
}

/** Which callable Function delivers each command (doc 1 §7.1; reorder is ours). */
export const COMMAND_CALLABLES = Object.fromEntries(
  Object.entries(SPECS).map(([type, spec]) => [type, spec.callable.name]),
) as { readonly [T in CommandType]: CallableName };

/**
 * What the member sending `data` to `callable` must be allowed (undefined: no
 * command is delivered by it). The Functions judge by it, before the command
 * runs. Where a file command and a plain one share a callable, the plain one's
 * rule judges: the data is what the sender sends after the upload.
 */
export function callablePermission(callable: string, data: unknown): Permission | undefined {
  const types = (Object.keys(SPECS) as CommandType[]).filter((type) => SPECS[type].callable.name === callable);
  const type = types.find((t) => !FILE_COMMAND_TYPES.includes(t)) ?? types[0];
  if (type === undefined) return undefined;
  const { storeId: _storeId, commandId: _commandId, ...payload } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return SPECS[type].permission({ id: '', type, storeId: '', payload } as AnyCommand);
}

/** The replica rows a command changes, by collection (for pending markers and absorption). */
export function touchedIds(command: AnyCommand): TouchedIds {
  return commandSpec(command).touches(command);
}

export const touchedMessageIds = (command: AnyCommand): readonly string[] => touchedIds(command).customerMessages ?? [];

/** A short line naming a command for the list of failed changes (our wording). */
export function describeCommand(command: AnyCommand): string {
  return commandSpec(command).describe(command);
}

/** Commands that carry a file of this device, which the sender uploads before the call. */
export type FileCommand = Command<'menuItem.setImage'> | Command<'upload.record'>;

/** Commands whose payload is exactly their callable's data. */
export type PlainCommand = Exclude<AnyCommand, FileCommand>;

const FILE_COMMAND_TYPES: readonly CommandType[] = ['menuItem.setImage', 'upload.record'] satisfies FileCommand['type'][];

export function isPlainCommand(command: AnyCommand): command is PlainCommand {
  return !FILE_COMMAND_TYPES.includes(command.type);
}

/** The callable's `data`: the command id travels in the body (callables take few headers). */
export function callDataOf(command: PlainCommand): Record<string, unknown> {
  // A setImage's payload names a file on this device, which the server cannot
  // read: posting it as is would be refused for good. See imageCallDataOf.
  if (!isPlainCommand(command)) throw new Error('a file command is delivered after its upload (imageCallDataOf, uploadCallDataOf)');
  return { ...command.payload, storeId: command.storeId, commandId: command.id };
}

/** Where an uploaded image is: its download URL and its Storage path. */
export interface StoredImage {
  imageUrl: string;
  imagePath: string;
}

/** A setImage as the updateMenuItemSecure it is: the uploaded image's url and path, or both cleared (null). */
export function imageCallDataOf(command: Command<'menuItem.setImage'>, stored: StoredImage | null): Record<string, unknown> {
  const updates: MenuItemUpdates = stored ? { imageUrl: stored.imageUrl, imagePath: stored.imagePath } : { imageUrl: '', imagePath: '' };
  return { storeId: command.storeId, commandId: command.id, menuItemId: command.payload.menuItemId, updates };
}

/** What every command's Function answers, besides its own fields. */
export interface CommandResult {
  commandId: string;
  /** Server commit time of the command's writes, epoch ms (floored). */
  committedAt: number;
}
