import io
import zipfile

import httpx


def install_tool_pack(owner: str, repo: str, target: str) -> None:
    # Tool packs come from the tip of the pack's main branch, unpinned, and load at the next start.
    archive_url = f"https://api.github.com/repos/{owner}/{repo}/zipball/main"
    data = httpx.get(archive_url, follow_redirects=True, timeout=60).content
    zipfile.ZipFile(io.BytesIO(data)).extractall(target)
