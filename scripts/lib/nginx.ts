// The nginx site of deploy/nginx/realestate.conf.template, rendered for a machine (scripts/render-nginx.ts, the
// README's walk-through), and an nginx of its own for the production test: Debian's /usr/sbin/nginx with a
// temporary prefix, pid and logs, on loopback ports, as the calling user (no root, no system configuration).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAX_GALLERY_FILES } from '#core/propertyRecord.ts';
import { helmetHeaders, securityHeaderOptions } from '../../server/plugins/external/security-headers.ts';
import { MAX_IMAGE_BYTES } from '../../server/schemas/admin-properties.ts';

const root = resolve(import.meta.dirname, '..', '..');
export const NGINX_TEMPLATE = join(root, 'deploy', 'nginx', 'realestate.conf.template');
export const NGINX_BINARY = process.env.NGINX ?? '/usr/sbin/nginx';

export type SiteOptions = {
  /** `listen` argument: a port, or address:port (e.g. 80, 127.0.0.1:8080, 443 ssl). */
  listen: string;
  serverName?: string;
  /** The built web app (absolute path). */
  webRoot: string;
  /** The API processes, host:port each. */
  api: string[];
  accessLog?: string;
  errorLog?: string;
  tls?: { cert: string; key: string };
};

/** `client_max_body_size`: the largest form the API takes (a full gallery), plus room for its fields. */
export const maxBodyMegabytes = () => Math.ceil((MAX_GALLERY_FILES * MAX_IMAGE_BYTES) / 2 ** 20) + 2;

/** The security headers the API sends with every response, as nginx `add_header` lines for the app's files. */
function staticHeaders(): string {
  const headers = helmetHeaders(securityHeaderOptions(true));
  return Object.entries(headers)
    .map(([name, value]) => `        add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');
}

export function renderSite(options: SiteOptions): string {
  if (options.api.length === 0) throw new Error('nginx: at least one API process (host:port) is needed');
  const tls = options.tls
    ? [
        `    ssl_certificate ${options.tls.cert};`,
        `    ssl_certificate_key ${options.tls.key};`,
        '    ssl_protocols TLSv1.2 TLSv1.3;',
        '    ssl_prefer_server_ciphers off;',
        '    ssl_session_cache shared:realestate_tls:10m;',
        '    ssl_session_timeout 1d;',
        '    ssl_session_tickets off;',
      ].join('\n')
    : '';
  const values: Record<string, string> = {
    API_SERVERS: options.api.map((server) => `    server ${server} max_fails=1 fail_timeout=2s;`).join('\n'),
    LISTEN: options.tls && !/\bssl\b/.test(options.listen) ? `${options.listen} ssl` : options.listen,
    SERVER_NAME: options.serverName ?? '_',
    TLS: tls,
    WEB_ROOT: resolve(options.webRoot),
    MAX_BODY: `${maxBodyMegabytes()}m`,
    ACCESS_LOG: options.accessLog ?? '/var/log/nginx/realestate.access.log',
    ERROR_LOG: options.errorLog ?? '/var/log/nginx/realestate.error.log',
    STATIC_HEADERS: staticHeaders(),
  };
  const text = readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: unknown placeholder \${${name}}`);
    return value;
  });
  return `# Rendered from deploy/nginx/realestate.conf.template by scripts/render-nginx.ts; do not edit by hand.\n${text}`;
}

export type Nginx = { url: string; prefix: string; stop(): Promise<void> };

/** The main configuration around the site for an nginx run by an ordinary user in `prefix`. */
function mainConfig(prefix: string, site: string): string {
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return [
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  ${mimeTypes}`,
    '  default_type application/octet-stream;',
    `  client_body_temp_path ${join(prefix, 'client_body')};`,
    `  proxy_temp_path ${join(prefix, 'proxy')};`,
    `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
    `  scgi_temp_path ${join(prefix, 'scgi')};`,
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Renders the site into `prefix` with the README's command (`node scripts/render-nginx.ts …`), wraps it in a main
 * configuration for this user and checks both with `nginx -t`. Returns nginx's arguments for that configuration.
 */
export function prepareSite(prefix: string, site: Omit<SiteOptions, 'accessLog' | 'errorLog'>): string[] {
  mkdirSync(prefix, { recursive: true });
  const siteFile = join(prefix, 'realestate.conf');
  const tls = site.tls ? ['--tls-cert', site.tls.cert, '--tls-key', site.tls.key] : [];
  const rendered = spawnSync(
    process.execPath,
    [
      join(root, 'scripts', 'render-nginx.ts'),
      '--listen',
      site.listen,
      '--server-name',
      site.serverName ?? '_',
      '--root',
      site.webRoot,
      '--api',
      site.api.join(','),
      '--access-log',
      join(prefix, 'access.log'),
      '--error-log',
      join(prefix, 'error.log'),
      ...tls,
    ],
    { encoding: 'utf8' },
  );
  if (rendered.status !== 0) throw new Error(`render-nginx failed:\n${rendered.stderr}`);
  writeFileSync(siteFile, rendered.stdout);
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, mainConfig(prefix, siteFile));
  const args = ['-p', prefix, '-c', confFile, '-e', join(prefix, 'error.log')];
  const check = spawnSync(NGINX_BINARY, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  return args;
}

/** The site of `prepareSite`, served by nginx in the foreground until `stop`. */
export async function startNginx(
  prefix: string,
  site: Omit<SiteOptions, 'accessLog' | 'errorLog' | 'tls'>,
): Promise<Nginx> {
  const args = prepareSite(prefix, site);
  const child: ChildProcess = spawn(NGINX_BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://${site.listen.includes(':') ? site.listen : `127.0.0.1:${site.listen}`}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${url}/metrics`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    prefix,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
