import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importPKCS8, SignJWT } from 'jose';

/** A locally made App Store-like chain: root, intermediate (Apple's WWDR OID) and leaf (Apple's receipt-signing OID). */
export interface TestAppleChain {
  rootDer: Buffer;
  /** Signs a payload as the App Store does: ES256 with the x5c chain [leaf, intermediate, root] in the header. */
  sign(payload: Record<string, unknown>): Promise<string>;
  /** A second chain's signer whose root is not trusted (a forgery). */
  signUntrusted(payload: Record<string, unknown>): Promise<string>;
}

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

function makeChain(dir: string, name: string): { root: string; intermediate: string; leaf: string; leafKey: string } {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(['req', '-x509', '-new', ...ec, '-keyout', `${name}-root.key`, '-out', `${name}-root.pem`, '-days', '3650', '-subj', `/CN=${name} Test Root`, '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'], dir);
  writeFileSync(path.join(dir, `${name}-int.ext`), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n1.2.840.113635.100.6.2.1=ASN1:NULL\n');
  openssl(['req', '-new', ...ec, '-keyout', `${name}-int.key`, '-out', `${name}-int.csr`, '-subj', `/CN=${name} Test Intermediate`], dir);
  openssl(['x509', '-req', '-in', `${name}-int.csr`, '-CA', `${name}-root.pem`, '-CAkey', `${name}-root.key`, '-CAcreateserial', '-out', `${name}-int.pem`, '-days', '3650', '-extfile', `${name}-int.ext`], dir);
  writeFileSync(path.join(dir, `${name}-leaf.ext`), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n1.2.840.113635.100.6.11.1=ASN1:NULL\n');
  openssl(['req', '-new', ...ec, '-keyout', `${name}-leaf.key`, '-out', `${name}-leaf.csr`, '-subj', `/CN=${name} Test Leaf`], dir);
  openssl(['x509', '-req', '-in', `${name}-leaf.csr`, '-CA', `${name}-int.pem`, '-CAkey', `${name}-int.key`, '-CAcreateserial', '-out', `${name}-leaf.pem`, '-days', '3650', '-extfile', `${name}-leaf.ext`], dir);
  const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
  return { root: read(`${name}-root.pem`), intermediate: read(`${name}-int.pem`), leaf: read(`${name}-leaf.pem`), leafKey: read(`${name}-leaf.key`) };
}

const derBase64 = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

async function signer(chain: ReturnType<typeof makeChain>) {
  const key = await importPKCS8(chain.leafKey, 'ES256');
  const x5c = [derBase64(chain.leaf), derBase64(chain.intermediate), derBase64(chain.root)];
  return (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'ES256', x5c }).sign(key);
}

/** Makes two chains with openssl in a temp folder (removed again); the first one's root is the trusted one. */
export async function makeTestAppleChain(): Promise<TestAppleChain> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-apple-chain-'));
  try {
    const trusted = makeChain(dir, 'trusted');
    const forged = makeChain(dir, 'forged');
    return { rootDer: Buffer.from(derBase64(trusted.root), 'base64'), sign: await signer(trusted), signUntrusted: await signer(forged) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
