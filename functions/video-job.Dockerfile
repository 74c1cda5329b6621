# The video processing job's image for Cloud Run jobs (README, "Video processing"). Build it from
# functions/ after `npm run build` (the compiled lib/ is copied in):
#   docker build -f functions/video-job.Dockerfile -t asia-south1-docker.pkg.dev/$PROJECT/jobs/process-video functions
# The same ffmpeg and ffprobe packages as tests and the local stack, from the same lockfile.
FROM node:20-slim
WORKDIR /job
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts \
  && chmod 755 node_modules/@ffmpeg-installer/linux-x64/ffmpeg node_modules/@ffprobe-installer/linux-x64/ffprobe
COPY lib ./lib
USER node
CMD ["node", "lib/video-job-main.js"]
