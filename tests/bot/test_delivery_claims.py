"""Claims on delivered Telegram updates in the shared database (``BotStorage.claim_delivery``): one worker
handles an update, a redelivery of a handled one is only acknowledged, and the update of a worker that
died mid-way is taken over once its lease has run out. On SQLite and PostgreSQL."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.storage import BotStorage, Delivery


@pytest.fixture
def storage(db_url):
    store = BotStorage(db_url)
    yield store
    store.close()


def test_the_first_claim_handles_another_worker_waits_and_a_handled_update_is_only_acknowledged(storage):
    assert storage.claim_delivery("telegram", 41, "worker-a", 10.0) is Delivery.NEW
    assert storage.claim_delivery("telegram", 41, "worker-b", 10.0) is Delivery.BUSY
    storage.finish_delivery("telegram", 41)
    assert storage.claim_delivery("telegram", 41, "worker-b", 10.0) is Delivery.DONE
    assert storage.claim_delivery("telegram", 42, "worker-b", 10.0) is Delivery.NEW  # ids are apart


def test_an_update_whose_claimer_died_is_taken_over_after_its_lease_and_only_once(storage):
    assert storage.claim_delivery("telegram", 43, "dead-worker", 0.3) is Delivery.NEW
    time.sleep(0.4)
    assert storage.claim_delivery("telegram", 43, "worker-b", 10.0) is Delivery.NEW
    assert storage.claim_delivery("telegram", 43, "worker-c", 10.0) is Delivery.BUSY
    storage.renew_delivery("telegram", 43, "dead-worker", 10.0)  # a late renewal does not take it back
    time.sleep(0.1)
    assert storage.claim_delivery("telegram", 43, "dead-worker", 10.0) is Delivery.BUSY


def test_a_renewed_claim_outlives_its_first_lease(storage):
    assert storage.claim_delivery("telegram", 44, "worker-a", 0.3) is Delivery.NEW
    storage.renew_delivery("telegram", 44, "worker-a", 10.0)
    time.sleep(0.4)
    assert storage.claim_delivery("telegram", 44, "worker-b", 10.0) is Delivery.BUSY


def test_of_eight_workers_claiming_one_update_at_once_one_handles_it(storage):
    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(lambda n: storage.claim_delivery("telegram", 45, f"worker-{n}", 10.0), range(8)))
    assert outcomes.count(Delivery.NEW) == 1 and outcomes.count(Delivery.BUSY) == 7


def test_of_eight_workers_taking_over_a_dead_claim_at_once_one_handles_it(storage):
    storage.claim_delivery("telegram", 46, "dead-worker", 0.2)
    time.sleep(0.3)
    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(lambda n: storage.claim_delivery("telegram", 46, f"worker-{n}", 10.0), range(8)))
    assert outcomes.count(Delivery.NEW) == 1 and outcomes.count(Delivery.BUSY) == 7


def test_an_update_taken_by_an_older_fanbot_counts_as_handled(storage):
    storage.db.adapter_state.claim("telegram", "update", "47", 1)  # how the previous version marked it
    assert storage.claim_delivery("telegram", 47, "worker-a", 10.0) is Delivery.DONE
