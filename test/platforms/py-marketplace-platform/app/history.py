import json
import sqlite3

DB_PATH = "/data/history.db"


def load_chat_history(user: str) -> list[dict]:
    # Earlier conversations, tool outputs included, are replayed into the next session as context.
    with sqlite3.connect(DB_PATH) as db:
        rows = db.execute("SELECT message FROM chat_history WHERE user = ? ORDER BY id", (user,)).fetchall()
    return [json.loads(row[0]) for row in rows]


def save_chat_history(user: str, messages: list[dict]) -> None:
    with sqlite3.connect(DB_PATH) as db:
        db.executemany("INSERT INTO chat_history (user, message) VALUES (?, ?)", [(user, json.dumps(m)) for m in messages])
