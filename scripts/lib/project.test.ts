import { describe, expect, it } from 'vitest';
import { APP_PORT, emulatorPorts, PORT_OFFSET } from './project.ts';

describe('ports', () => {
  const base = [...emulatorPorts(), APP_PORT].map((port) => port - PORT_OFFSET);

  it('pins every port firebase-tools opens (the functions runtime aside)', () => {
    // auth, firestore (+ websocket), functions, storage, hub, logging, eventarc, tasks, app
    expect(base).toHaveLength(10);
  });

  it('gives each port its own value mod 100, so checkouts 100 apart never collide', () => {
    const residues = base.map((port) => port % 100);
    expect(new Set(residues).size).toBe(residues.length);
  });
});
