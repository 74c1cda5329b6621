import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@contract';
import { Button, FileButton, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';

import { uploadCourseMedia } from './course-api';
import styles from './courses.module.css';

type Kind = 'image' | 'video' | 'document';

const ACCEPT: Record<Kind, string> = { image: 'image/*', video: 'video/mp4,video/webm', document: 'application/pdf' };

interface MediaUrlInputProps {
  label: string;
  kind: Kind;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** A media URL typed in, or filled by uploading a file (checked by its content on the server). */
export function MediaUrlInput({ label, kind, value, onChange, error }: MediaUrlInputProps) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError(UPLOAD_TOO_LARGE);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadCourseMedia(kind, file));
      notifySuccess('File uploaded');
    } catch (err) {
      notifyApiError(err, 'Failed to upload file');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.upload}>
      <TextInput label={label} value={value} error={error} onChange={(e) => onChange(e.currentTarget.value)} />
      <FileButton onChange={(file) => void upload(file)} accept={ACCEPT[kind]}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            loading={uploading}
            leftSection={<IconUpload size={14} aria-hidden />}
            aria-label={`Upload ${label.toLowerCase()}`}
          >
            Upload
          </Button>
        )}
      </FileButton>
    </div>
  );
}
