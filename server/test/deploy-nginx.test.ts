// The nginx site of deploy/nginx as scripts/render-nginx.ts writes it: every placeholder filled, the API
// locations proxied with passive failover, /metrics refused, the API's security headers on the app's files, and
// a configuration nginx itself accepts (`nginx -t`, when Debian's nginx is installed).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NGINX_BINARY, prepareSite, renderSite } from '../../scripts/lib/nginx.ts';

const site = {
  listen: '127.0.0.1:8088',
  webRoot: '/srv/realestate/app/dist',
  api: ['127.0.0.1:3001', '127.0.0.1:3002'],
};

describe('deploy/nginx site', () => {
  it('test_rendered_site_proxies_the_api_with_failover_and_refuses_metrics', () => {
    const text = renderSite(site);
    expect(text).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(text).toContain('    server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
    expect(text).toContain('    server 127.0.0.1:3002 max_fails=1 fail_timeout=2s;');
    expect(text).toContain('location ~ ^/(api|custom_admin|uploads|rpc)(/|$) {');
    expect(text).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(text).toMatch(/location = \/metrics \{\s+return 404;\s+\}/);
    expect(text).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(text).toContain('root /srv/realestate/app/dist;');
    // 5 gallery files of at most 10 MB each, plus room for the fields.
    expect(text).toContain('client_max_body_size 52m;');
    expect(text).toContain(
      'add_header strict-transport-security "max-age=31536000; includeSubDomains" always;',
    );
    expect(text).toMatch(/add_header content-security-policy "default-src 'self';[^"]*" always;/);
  });

  it('test_an_api_process_is_required', () => {
    expect(() => renderSite({ ...site, api: [] })).toThrow(/at least one API process/);
  });

  it.runIf(existsSync(NGINX_BINARY))('test_nginx_accepts_the_rendered_site', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
    try {
      expect(prepareSite(prefix, { ...site, webRoot: prefix })).toContain('-c');
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
