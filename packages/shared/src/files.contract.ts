import { z } from 'zod';
import type { UploadResult } from './profile.contract';
import { answer, defineRoutes } from './route';

const filesTags = ['files'];

/**
 * Uploads and images. The upload is multipart (the server adds its parser through the route's
 * extras); the image answers raw bytes, so its answer has no envelope type.
 */
export const fileRoutes = defineRoutes({
  upload: {
    method: 'POST',
    path: '/api/file/Uploader/:type',
    auth: 'user',
    params: z.object({ type: z.string().max(40) }),
    answer: answer<UploadResult>(),
    tags: filesTags,
  },
  /** Public on purpose (avatars and chat pictures sit in `<img>` tags): names are 128 random bits. */
  image: {
    method: 'GET',
    path: '/api/file/Image/:type/:name',
    auth: 'public',
    params: z.object({ type: z.string().max(40), name: z.string().max(200) }),
    tags: filesTags,
  },
});
