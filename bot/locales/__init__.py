"""The message catalogues (``<code>.po``) and the list of languages; a package so setuptools installs them."""
