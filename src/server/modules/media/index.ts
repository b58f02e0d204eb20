// The media module's public API: what the courses module shows of a video's renditions.
export { videoMediaFor, type VideoMedia } from './renditions';
export { mediaJobs } from './transcode';
