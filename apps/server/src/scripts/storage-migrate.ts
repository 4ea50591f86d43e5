/**
 * `npm run storage:migrate`: copies DATA_DIR/uploads (public) and DATA_DIR/private into the S3
 * bucket named by S3_BUCKET, under the same keys, so stored records keep working after the switch.
 * Files already in the bucket are skipped; run it again after an interruption.
 */
import { ConfigError, parseEnv } from '../config/env';
import { s3Driver, s3OptionsOf } from '../modules/storage/storage.driver';
import { copyLocalUploads } from '../modules/storage/storage.migrate';

async function main() {
  const config = parseEnv();
  const options = s3OptionsOf(config);
  if (!options) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to the target bucket.');
    process.exit(2);
  }
  console.log(`Copying ${config.dataDir}/uploads and ${config.dataDir}/private into s3://${options.bucket} …`);
  const { copied, skipped } = await copyLocalUploads(config.dataDir, s3Driver(options));
  console.log(`Copied ${copied} file(s); ${skipped} already in the bucket.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
