// storage.rules is its own language and cannot import src/domain, so this
// reads the file and checks it states the domain's numbers and types: a
// change on one side alone fails here instead of drifting.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RASTER_IMAGE_TYPES, STORED_FILE_KINDS, type StoredFileKind } from '../../src/domain/shared/stored-files.ts';
import { can, TEAM_ROLES } from '../../src/domain/team/permissions.ts';

/** The rules' condition for who may: any member, or `hasRole` with the roles holding the permission, as the team's table gives them. */
const whoMay = (needs: StoredFileKind['readBy']) =>
  needs === 'any member' ? 'isMember(storeId)' : `hasRole(storeId, [${TEAM_ROLES.filter((role) => can(role, needs)).map((r) => `'${r}'`).join(', ')}])`;

const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

/** The body of `function name() { ... }` in storage.rules. */
function ruleFunction(name: string): string {
  const body = new RegExp(`function ${name}\\(\\)\\s*\\{([^}]*)\\}`).exec(rules)?.[1];
  if (!body) throw new Error(`storage.rules has no function ${name}()`);
  return body;
}

/** `request.resource.size < 5 * 1024 * 1024` → 5242880. */
function sizeLimit(body: string): number {
  const expression = /request\.resource\.size\s*<\s*([\d\s*]+)/.exec(body)?.[1];
  if (!expression) throw new Error('no size limit');
  return expression.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

function exactTypes(body: string): string[] {
  return [...body.matchAll(/contentType\s*==\s*'([^']+)'/g)].map((m) => m[1] ?? '');
}

function matchBlock(folder: string): string {
  // Up to the block's own closing brace: the name patterns hold braces ({1,16}).
  const block = new RegExp(`match /stores/\\{storeId\\}/${folder}/\\{fileName\\}\\s*\\{([\\s\\S]*?)\\n    \\}`).exec(rules)?.[1];
  if (!block) throw new Error(`storage.rules has no match for ${folder}/`);
  return block;
}

const inRules: Array<[string, StoredFileKind, string]> = [
  ['menu images', STORED_FILE_KINDS.menuImage, 'isMenuImage'],
  ['import files', STORED_FILE_KINDS.importFile, 'isImportFile'],
];

describe('storage.rules states the domain table (src/domain/stored-files.ts)', () => {
  it.each(inRules)('%s: the size limit, raster images only, the other types', (_label, kind, fn) => {
    const body = ruleFunction(fn);
    expect(sizeLimit(body)).toBe(kind.maxBytes);
    expect(body).toContain(`request.resource.contentType.matches('${RASTER_IMAGE_TYPES}')`);
    expect(body).not.toContain("matches('image/.+')");
    expect(exactTypes(body).sort()).toEqual([...kind.otherTypes].sort());
  });

  it.each(inRules)('%s: read and written by the roles of the team\'s table, with that check; overwrites and deletes only if members may', (_label, kind, fn) => {
    const block = matchBlock(kind.folder);
    const writes = kind.membersMayOverwrite ? 'create, update' : 'create';
    expect(block).toContain(`allow read: if ${whoMay(kind.readBy)};`);
    expect(block).toContain(`allow ${writes}: if ${whoMay(kind.writeBy)} && ${fn}()\n        && fileName.matches('${kind.namePattern}');`);
    expect(block.includes('allow delete:')).toBe(kind.membersMayDelete);
  });

  it('grants nothing else: reads and writes only in the folders above', () => {
    expect(rules.match(/allow [^:]+:/g)).toEqual(['allow read:', 'allow create, update:', 'allow read:', 'allow create:']);
    expect(rules.match(/match \/[^ ]+/g)).toEqual(['match /b/{bucket}/o', 'match /stores/{storeId}/menu/{fileName}', 'match /stores/{storeId}/processing-photos/{fileName}']);
  });

  it('reads the member document as firestore.rules do: the caller\'s, in the store of the path', () => {
    expect(rules).toContain('return /databases/(default)/documents/stores/$(storeId)/members/$(request.auth.uid);');
    expect(rules).toContain('return request.auth != null && firestore.exists(memberPath(storeId));');
    expect(rules).toContain('return isMember(storeId) && firestore.get(memberPath(storeId)).data.role in roles;');
  });
});
