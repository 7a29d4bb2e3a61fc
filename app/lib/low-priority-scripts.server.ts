/**
 * Rewrites the document head so the hydration scripts' `<link rel="modulepreload">` carry
 * `fetchpriority="low"`. Pages are complete server-rendered HTML: the stylesheet and the hero
 * image should win the phone's bandwidth, and the ~40 script modules follow. Only the head is
 * buffered (it is written in one piece with the shell); the body streams through untouched.
 */
import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const MODULEPRELOAD = /<link rel="modulepreload"/g;

export function lowPriorityModulePreloads(): Transform {
  let pending: Buffer[] = [];
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (headDone) return callback(null, chunk);
      pending.push(chunk);
      const buffered = Buffer.concat(pending);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) return callback();
      headDone = true;
      pending = [];
      const head = buffered.subarray(0, end).toString("utf8").replace(MODULEPRELOAD, '<link rel="modulepreload" fetchpriority="low"');
      callback(null, Buffer.concat([Buffer.from(head, "utf8"), buffered.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      callback(null, pending.length ? Buffer.concat(pending) : undefined);
    },
  });
}
