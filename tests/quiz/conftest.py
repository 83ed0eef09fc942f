import pytest

from bot.db.repositories import Storage
from tests.clock import Clock


@pytest.fixture
def storage(db_url):
    store = Storage(db_url)
    yield store
    store.close()


@pytest.fixture
def clock():
    return Clock()
