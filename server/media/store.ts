/**
 * Where image files live: a folder (DATA_DIR/uploads, the default for one instance) or an
 * S3-compatible bucket (required for a fleet, so every instance sees every upload). Keys are
 * content-hashed names, so a stored file never changes and may be cached forever.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Config, S3Config } from "../config";

export interface StoredFile {
  body: Readable;
  length: number | undefined;
}

export interface MediaStore {
  readonly kind: "file" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  delete(keys: string[]): Promise<void>;
}

/** Keys are made by the server (hash-width.ext); anything else names no file. */
export const isMediaKey = (key: string) => /^[0-9a-f]{16}-\d{1,5}\.(avif|webp|jpg|png)$/.test(key);

export function fileStore(dir: string): MediaStore {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, key);
  return {
    kind: "file",
    async put(key, data) {
      // Written under a temporary name, then renamed: a reader never sees half a file.
      const tmp = `${file(key)}.${process.pid}.${Date.now()}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, file(key));
    },
    async get(key) {
      try {
        const stat = await fs.promises.stat(file(key));
        return { body: fs.createReadStream(file(key)), length: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((k) => fs.promises.rm(file(k), { force: true })));
    },
  };
}

export function s3Store(config: S3Config): MediaStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    // Path-style (endpoint/bucket/key) works with every S3-compatible server, virtual hosts do not.
    forcePathStyle: !!config.endpoint,
    credentials:
      config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    kind: "s3",
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, length: out.ContentLength };
      } catch (error) {
        const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(keys) {
      // One call per key: the batch call needs a Content-MD5 that some S3-compatible servers reject.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key }))));
    },
  };
}

const stores = new WeakMap<Config, MediaStore>();

/** One store per configuration (per running server). */
export function mediaStoreFor(config: Config): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3Store(config.s3) : fileStore(path.join(config.dataDir, "uploads"));
    stores.set(config, store);
  }
  return store;
}
