import json


def record_upload(index_path, entry):
    with open(index_path, "w") as f:
        json.dump(entry, f)
