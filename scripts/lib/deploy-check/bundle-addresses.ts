// An emulator address left in the deployed bundle means the app may call a
// machine that is not there (or someone's local service). The libraries'
// own `http://localhost` URL bases (react-router, Firebase Auth's IdP
// redirect) carry no port and reach nothing, so only addresses with a port,
// and the loopback IPs, count.

/** The emulator-like addresses in `text`: loopback IPs, and localhost or any host on an emulator port. */
export function emulatorAddresses(text: string, emulatorPorts: readonly number[]): string[] {
  const ports = emulatorPorts.filter((p) => Number.isInteger(p) && p > 0).join('|');
  const hostOnPort = ports ? String.raw`|[a-z\d.-]+:(?:${ports})\b(?![.\d])` : '';
  const pattern = new RegExp(String.raw`127\.0\.0\.1(?::\d+)?|\[::1\](?::\d+)?|0\.0\.0\.0(?::\d+)?|localhost:\d+` + hostOnPort, 'gi');
  return [...new Set(text.match(pattern) ?? [])];
}
