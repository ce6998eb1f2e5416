// Prints the nginx site for this machine from deploy/nginx/realestate.conf.template:
//   node scripts/render-nginx.ts --listen 80 --server-name app.example.com --root /srv/realestate/dist \
//     --api 127.0.0.1:3001,127.0.0.1:3002 [--tls-cert fullchain.pem --tls-key privkey.pem] > realestate.conf
import { parseArgs } from 'node:util';
import { renderSite } from './lib/nginx.ts';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    root: { type: 'string' },
    api: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'access-log': { type: 'string' },
    'error-log': { type: 'string' },
  },
});
if (!values.root || !values.api) {
  console.error(
    'usage: node scripts/render-nginx.ts --root <dist folder> --api host:port[,host:port…] [--listen 80] ' +
      '[--server-name name] [--tls-cert file --tls-key file] [--access-log file] [--error-log file]',
  );
  process.exit(2);
}
if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) {
  console.error('render-nginx: --tls-cert and --tls-key go together');
  process.exit(2);
}
process.stdout.write(
  renderSite({
    listen: values.listen,
    serverName: values['server-name'],
    webRoot: values.root,
    api: values.api
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    accessLog: values['access-log'],
    errorLog: values['error-log'],
    tls:
      values['tls-cert'] && values['tls-key']
        ? { cert: values['tls-cert'], key: values['tls-key'] }
        : undefined,
  }),
);
