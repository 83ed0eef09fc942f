"""The bot's strings, one TOML file per language; a package so that setuptools installs them."""
