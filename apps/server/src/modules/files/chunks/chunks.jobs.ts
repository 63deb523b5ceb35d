import type { JobDefinition } from '../../../platform/jobs';
import type { ChunksService } from './chunks.service';

/** Removes chunks of abandoned uploads (older than FILE_CHUNK_MAX_AGE_HOURS), hourly. */
export const chunksJobs = ({ chunks }: { chunks: ChunksService }): JobDefinition[] => [
  {
    name: 'files.sweepAbandonedChunks',
    title: {
      zh: '清理未完成上传的过期分片',
      zhtw: '清理未完成上傳的過期分段',
      en: 'Clear chunks of abandoned uploads',
    },
    defaultCron: '17 * * * *',
    run: async () => {
      await chunks.sweep();
    },
  },
];
