import { describe, expect, it } from 'vitest';
import { HostPool } from './hostPool';

interface FakeHost {
  id: number;
  key: string;
  lost: boolean;
  destroyed: boolean;
}

function pool() {
  let made = 0;
  const hosts: FakeHost[] = [];
  const p = new HostPool<FakeHost>(
    (key) => {
      const host = { id: ++made, key, lost: false, destroyed: false };
      hosts.push(host);
      return host;
    },
    (host) => { host.destroyed = true; },
  );
  return { p, hosts };
}

describe('HostPool', () => {
  it('hands the same host to battles mounted one after another', () => {
    const { p, hosts } = pool();
    for (let i = 0; i < 20; i++) {
      const host = p.acquire('aa');
      expect(host.id).toBe(1);
      p.release(host);
    }
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.destroyed).toBe(false);
    expect(p.size).toBe(1);
  });

  it("survives StrictMode's mount, unmount, mount", () => {
    const { p } = pool();
    const first = p.acquire('aa');
    p.release(first);
    const second = p.acquire('aa');
    expect(second).toBe(first);
    expect(second.destroyed).toBe(false);
  });

  it('gives a second scene mounted at once its own host, keeps one idle when both leave', () => {
    const { p, hosts } = pool();
    const a = p.acquire('aa');
    const b = p.acquire('aa');
    expect(b).not.toBe(a);
    p.release(a);
    p.release(b);
    expect(a.destroyed).toBe(false);
    expect(b.destroyed).toBe(true);
    expect(p.size).toBe(1);
    expect(p.acquire('aa')).toBe(a);
    expect(hosts).toHaveLength(2);
  });

  it('replaces a host whose context was lost', () => {
    const { p } = pool();
    const a = p.acquire('aa');
    a.lost = true;
    p.release(a);
    expect(a.destroyed).toBe(true);
    const b = p.acquire('aa');
    expect(b).not.toBe(a);
    expect(p.size).toBe(1);
  });

  it('replaces the idle host when a mount needs other init-only options', () => {
    const { p } = pool();
    const a = p.acquire('aa');
    p.release(a);
    const b = p.acquire('no-aa');
    expect(b).not.toBe(a);
    expect(a.destroyed).toBe(true);
    expect(p.size).toBe(1);
  });

  it('ignores a release of a host it is not lending (a second cleanup)', () => {
    const { p } = pool();
    const a = p.acquire('aa');
    p.release(a);
    p.release(a);
    expect(a.destroyed).toBe(false);
    expect(p.acquire('aa')).toBe(a);
  });
});
