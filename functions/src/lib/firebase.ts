import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { installFirestoreMeter } from './firestore-meter';

// firebase-admin is required on first use, not at import time: cold start is part of the product.
let db: Firestore | undefined;
let auth: Auth | undefined;

function app() {
  const { getApps, initializeApp } = require('firebase-admin/app') as typeof import('firebase-admin/app');
  return getApps()[0] ?? initializeApp();
}

export function getDb(): Firestore {
  if (!db) {
    const { getFirestore } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
    installFirestoreMeter();
    db = getFirestore(app());
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}

export function getAdminAuth(): Auth {
  if (!auth) {
    const { getAuth } = require('firebase-admin/auth') as typeof import('firebase-admin/auth');
    auth = getAuth(app());
  }
  return auth;
}

export function projectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-cricket';
}
