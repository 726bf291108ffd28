import os


def to_mp4(video_path, name):
    # The program converts an upload for its own page; no model text reaches this command.
    os.system(f"/usr/local/bin/ffmpeg -i {video_path} public/videos/{name}.mp4")
