"""The repo's copies of the spec tables are the shared originals, byte for byte."""

import pytest

from tests.data.spec import SHARED_SPEC, SPEC_COPY, TABLES


@pytest.mark.parametrize("name", TABLES)
def test_spec_copy_matches_the_shared_table(name):
    original = SHARED_SPEC / name
    if not original.exists():
        pytest.skip(f"no shared spec beside this checkout ({SHARED_SPEC})")
    assert (SPEC_COPY / name).read_bytes() == original.read_bytes()
