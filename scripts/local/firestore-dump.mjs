// @ts-check
import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

import { Timestamp, GeoPoint } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.mjs';

/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */

// Firestore values that JSON cannot hold are written as {"$type": ..., "value": ...}.
/**
 * @param {unknown} value
 * @returns {unknown}
 */
function encode(value) {
  // The ISO text to read; seconds and nanoseconds to restore to the nanosecond (server timestamps have microseconds).
  if (value instanceof Timestamp)
    return { $type: 'timestamp', value: value.toDate().toISOString(), seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof GeoPoint) return { $type: 'geopoint', value: [value.latitude, value.longitude] };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $type: 'bytes', value: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

/**
 * @param {any} value a dump's JSON, whatever it holds
 * @returns {unknown}
 */
function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    if (value.$type === 'timestamp')
      return Number.isInteger(value.seconds)
        ? new Timestamp(value.seconds, value.nanoseconds ?? 0)
        : Timestamp.fromDate(new Date(value.value));
    if (value.$type === 'geopoint') return new GeoPoint(value.value[0], value.value[1]);
    if (value.$type === 'bytes') return Buffer.from(value.value, 'base64');
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

/** Every document of every collection, as JSON can hold it: { collections: { name: { id: data } }, count }. */
/** @param {Firestore} db */
export async function snapshotFirestore(db) {
  /** @type {Record<string, Record<string, unknown>>} */
  const collections = {};
  let count = 0;
  for (const name of COLLECTIONS) {
    const snap = await db.collection(name).get();
    if (snap.empty) continue;
    collections[name] = Object.fromEntries(snap.docs.map((doc) => [doc.id, encode(doc.data())]));
    count += snap.size;
  }
  return { collections, count };
}

/** Writes every document of every collection to one JSON file (atomically). Returns the count. */
/**
 * @param {Firestore} db
 * @param {string} file
 */
export async function dumpFirestore(db, file) {
  const { collections, count } = await snapshotFirestore(db);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify({ version: 1, collections }));
  await rename(`${file}.tmp`, file);
  return count;
}

/** Restores a dump written by dumpFirestore, document for document. Returns the count. */
/**
 * @param {Firestore} db
 * @param {string} file
 */
export async function restoreFirestore(db, file) {
  const { collections } = JSON.parse(await readFile(file, 'utf8'));
  let count = 0;
  for (const [name, docs] of Object.entries(collections)) {
    const entries = Object.entries(docs);
    for (let i = 0; i < entries.length; i += 400) {
      const batch = db.batch();
      for (const [id, fields] of entries.slice(i, i + 400)) batch.set(db.collection(name).doc(id), decode(fields));
      await batch.commit();
    }
    count += entries.length;
  }
  return count;
}
