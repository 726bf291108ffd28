import os


def to_mp4(video_path, name):
    # The program converts an upload for its own page, as a shell command; no model text reaches it.
    os.system(f"/usr/local/bin/ffmpeg -i {video_path} public/videos/{name}.mp4")


def add_reaction(comment_id):
    # A reaction or a transaction is not an action a model is offered.
    return {"comment": comment_id, "reaction": "eyes"}
