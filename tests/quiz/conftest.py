import pytest

from quiz.storage import Storage
from tests.clock import Clock


@pytest.fixture
def db_url(tmp_path):
    return f"sqlite:///{tmp_path / 'quiz.sqlite3'}"


@pytest.fixture
def storage(db_url):
    store = Storage(db_url)
    yield store
    store.close()


@pytest.fixture
def clock():
    return Clock()
