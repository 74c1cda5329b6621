/** A video the pipeline will not process, with the reason an admin is shown. */
export class VideoRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'VideoRefused';
  }
}
