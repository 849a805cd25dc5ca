import { MEDIA_FILE } from '../../../shared/contract/console-media';
import * as routes from '../../../shared/contract/console-api/routes';
import { download } from '../kit/api';
import type { ConsoleGroups } from '../kit/groups';
import { siteFile } from '../kit/uploads';

/** The uploaded pictures, served to the console's own pages from the platform (only the site's own, to its users). */
export function mediaRoutes({ files }: ConsoleGroups): void {
  files.get('/media/:file', (c) => {
    const name = c.req.param('file')!;
    return siteFile(c, name, MEDIA_FILE, () => download(c, routes.mediaFile, { params: { siteId: c.get('site').id, file: name } }));
  });
}
