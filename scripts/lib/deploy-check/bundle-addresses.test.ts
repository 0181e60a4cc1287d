import { describe, expect, it } from 'vitest';
import { emulatorAddresses } from './bundle-addresses.ts';

const PORTS = [9099, 8080, 5001, 9190];

describe('emulator addresses in a bundle', () => {
  it('finds the loopback hosts and any host on an emulator port, as the minifier leaves them', () => {
    const bundle = 'emulatorHost:Q.VITE_EMULATOR_HOST||`127.0.0.1`,x=`http://localhost:9099`,y=`[::1]:4000`,z="0.0.0.0",w=`emu.test:8080/v1`';
    expect(emulatorAddresses(bundle, PORTS)).toEqual(['127.0.0.1', 'localhost:9099', '[::1]:4000', '0.0.0.0', 'emu.test:8080']);
  });

  it('leaves the libraries\' port-less localhost URL bases, real hosts, other numbers and escaped patterns alone', () => {
    const bundle = 'var r=`http://localhost`;new URL(`http://localhost`);e=`https://firestore.googleapis.com:443`;t={timeout:15000,n:80800,v:"1.5001"};/^(http|https):\\/\\/(localhost|127\\.0\\.0\\.1)/';
    expect(emulatorAddresses(bundle, PORTS)).toEqual([]);
  });

  it('reports each address once', () => {
    expect(emulatorAddresses('127.0.0.1 127.0.0.1:9099 127.0.0.1', [])).toEqual(['127.0.0.1', '127.0.0.1:9099']);
  });
});
